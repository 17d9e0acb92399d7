import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserByEmail } from '../users/find-user-by-email.ts';
import { createSession } from './sessions.ts';

/**
 * A support engineer's way into a customer's dashboard (spec §2 `supervisortoken`): a short
 * supervisor session for that user, opened by a link. Made from the command line only.
 */
export async function createSupervisorLink(context: AppContext, input: { email: string; viewer?: boolean }) {
  const user = await findUserByEmail(context.database.db, input.email);
  if (!user) throw new AppError('user_not_found');
  const session = await createSession(context, { userId: user.id, kind: 'supervisor' });
  const query = new URLSearchParams({
    supervisortoken: session.token,
    ...(input.viewer ? { viewer: '1' } : {}),
  });
  return { url: `${context.config.publicUrl}/?${query}`, expiresAt: session.expiresAt };
}
