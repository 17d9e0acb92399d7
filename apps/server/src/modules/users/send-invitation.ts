import { webLinks } from '@pagewise/shared/routes';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { accounts } from '../accounts/schema.ts';
import { sendEmail } from '../notifications/send-email.ts';
import { roleNames } from './role-names.ts';
import type { UserRow } from './schema.ts';

/**
 * E-mails a new team member, in their language, the link that confirms their address; they then
 * log in with the password their administrator chose for them.
 */
export async function sendInvitation(
  context: Pick<AppContext, 'database' | 'queue' | 'config' | 'secrets'>,
  input: { inviter: UserRow; invitee: UserRow; confirmToken: string },
): Promise<void> {
  const { inviter, invitee } = input;
  const [account] = await context.database.db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, invitee.accountId))
    .limit(1);
  await sendEmail(context, {
    kind: 'user_invited',
    to: invitee.email,
    name: invitee.firstname,
    language: invitee.language,
    path: webLinks.confirm(input.confirmToken),
    values: {
      inviter: `${inviter.firstname} ${inviter.lastname}`,
      account: account?.name ?? '',
      role: roleNames[invitee.language][invitee.role],
    },
  });
}
