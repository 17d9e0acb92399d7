import type { AppContext } from '../../platform/context.ts';
import { findUserByEmail } from '../users/find-user-by-email.ts';
import { sendOneTimeLink } from './send-one-time-link.ts';

/** Sends a new confirmation link when the address is waiting for one; says nothing either way. */
export async function resendConfirmation(context: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(context.database.db, email);
  if (user && !user.emailConfirmedAt) await sendOneTimeLink(context, user, 'confirm_email');
}
