import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { recentlyIssued } from '../auth/issue-cooldown.ts';
import { issueOneTimeToken } from '../auth/one-time-tokens.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from './access.ts';
import { findAccountUser } from './find-account-user.ts';
import { sendInvitation } from './send-invitation.ts';

/** Sends a team member who has not confirmed their address a fresh invitation; the earlier link stops working. */
export async function resendInvitation(context: AppContext, auth: Auth, userId: string): Promise<void> {
  const invitee = await findAccountUser(context.database.db, auth, userId);
  authorize(auth, 'manage_users');
  if (invitee.emailConfirmedAt) throw new AppError('user_already_confirmed');
  const now = context.now();
  // The same one-minute pace as the public forms: a double click sends one e-mail, and says so.
  if (await recentlyIssued(context.database.db, now, invitee.id, 'confirm_email')) {
    throw new AppError('too_many_attempts', {
      message: 'An invitation was sent less than a minute ago',
      details: { retryAfterSeconds: 60 },
    });
  }
  const confirmToken = await issueOneTimeToken(context.database.db, now, invitee.id, 'confirm_email');
  await sendInvitation(context, { inviter: auth.user, invitee, confirmToken });
}
