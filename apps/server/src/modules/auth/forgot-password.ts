import { webLinks } from '@pagewise/shared/routes';
import type { AppContext } from '../../platform/context.ts';
import { sendEmail } from '../notifications/send-email.ts';
import { findUserByEmail } from '../users/find-user-by-email.ts';
import { recentlyIssued } from './issue-cooldown.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';

/** Always accepted, so the answer never tells whether an address has an account. */
export async function forgotPassword(context: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(context.database.db, email);
  if (!user || (await recentlyIssued(context.database.db, context.now(), user.id, 'reset_password'))) return;
  const token = await issueOneTimeToken(context.database.db, context.now(), user.id, 'reset_password');
  await sendEmail(context, {
    kind: 'reset_password',
    to: user.email,
    name: user.firstname,
    language: user.language,
    path: webLinks.resetPassword(token),
  });
}
