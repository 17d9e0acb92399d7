import { webLinks } from '@pagewise/shared/routes';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { sendEmail } from '../notifications/send-email.ts';
import { users } from '../users/schema.ts';
import { hashPassword, requireCurrentPassword } from './passwords.ts';
import { forgetCachedSessions } from './session-cache.ts';
import { type Auth, revokeUserSessions } from './sessions.ts';

/** Needs the current password (spec §5); the caller's session stays, every other one ends. */
export async function changePassword(
  context: AppContext,
  auth: Auth,
  input: { currentPassword: string; newPassword: string },
) {
  await requireCurrentPassword(auth.user.passwordHash, input.currentPassword, 'currentPassword');
  const now = context.now();
  const passwordHash = await hashPassword(input.newPassword);
  await context.database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, auth.user.id));
    await revokeUserSessions(tx, now, auth.user.id, auth.session.id);
  });
  forgetCachedSessions();
  await sendEmail(context, {
    kind: 'password_changed',
    to: auth.user.email,
    name: auth.user.firstname,
    language: auth.user.language,
    path: webLinks.settings(),
  });
}
