import { webLinks } from '@pagewise/shared/routes';
import type { AppContext } from '../../platform/context.ts';
import { sendEmail } from '../notifications/send-email.ts';
import { findUserByEmail } from '../users/find-user-by-email.ts';
import { recentlyIssued } from './issue-cooldown.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';

/** Sends a new confirmation link when the address is waiting for one; says nothing either way. */
export async function resendConfirmation(context: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(context.database.db, email);
  if (!user || user.emailConfirmedAt) return;
  if (await recentlyIssued(context.database.db, context.now(), user.id, 'confirm_email')) return;
  const token = await issueOneTimeToken(context.database.db, context.now(), user.id, 'confirm_email');
  await sendEmail(context, {
    kind: 'confirm_email',
    to: user.email,
    name: user.firstname,
    language: user.language,
    path: webLinks.confirm(token),
  });
}
