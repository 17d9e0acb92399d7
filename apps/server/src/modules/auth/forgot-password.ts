import type { AppContext } from '../../platform/context.ts';
import { findUserByEmail } from '../users/find-user-by-email.ts';
import { sendOneTimeLink } from './send-one-time-link.ts';

/** Always accepted, so the answer never tells whether an address has an account. */
export async function forgotPassword(context: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(context.database.db, email);
  if (user) await sendOneTimeLink(context, user, 'reset_password');
}
