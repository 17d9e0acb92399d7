import { webLinks } from '@pagewise/shared/routes';
import type { AppContext } from '../../platform/context.ts';
import { sendEmail } from '../notifications/send-email.ts';
import type { UserRow } from '../users/schema.ts';
import { recentlyIssued } from './issue-cooldown.ts';
import { issueOneTimeToken, type TokenPurpose } from './one-time-tokens.ts';

const linkOf: Record<TokenPurpose, (token: string) => string> = {
  confirm_email: webLinks.confirm,
  reset_password: webLinks.resetPassword,
};

/** E-mails a fresh one-time link to a user, at most once a minute per purpose. */
export async function sendOneTimeLink(
  context: AppContext,
  user: UserRow,
  purpose: TokenPurpose,
): Promise<void> {
  const now = context.now();
  if (await recentlyIssued(context.database.db, now, user.id, purpose)) return;
  const token = await issueOneTimeToken(context.database.db, now, user.id, purpose);
  await sendEmail(context, {
    kind: purpose,
    to: user.email,
    name: user.firstname,
    language: user.language,
    path: linkOf[purpose](token),
  });
}
