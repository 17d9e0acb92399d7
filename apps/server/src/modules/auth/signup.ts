import type { SignupRequest } from '@pagewise/shared/auth';
import { defaultLanguage } from '@pagewise/shared/languages';
import { trialDays } from '@pagewise/shared/plans';
import { webLinks } from '@pagewise/shared/routes';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';
import { accounts } from '../accounts/schema.ts';
import { sendEmail } from '../notifications/send-email.ts';
import { emailTaken } from '../users/email-taken.ts';
import { findUserByEmail } from '../users/find-user-by-email.ts';
import { users } from '../users/schema.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';

/**
 * Creates an account with its first user, its administrator, and e-mails the confirmation link.
 * The account starts its trial (plans/trial-round.ts).
 */
export async function signup(context: AppContext, input: SignupRequest): Promise<{ email: string }> {
  if (await findUserByEmail(context.database.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const language = input.language ?? defaultLanguage;
  const now = context.now();
  let accountId: string | undefined;
  try {
    const token = await context.database.db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          name: input.company || `${input.firstname} ${input.lastname}`,
          partner: input.partner ?? false,
          ...(input.timeZone ? { timeZone: input.timeZone } : {}),
          // Spec §9: 8 days on the trial's plan, without a card, from now (the product's clock).
          trialEndsAt: new Date(now.getTime() + trialDays * 86_400_000),
        })
        .returning();
      if (!account) throw new Error('account insert returned nothing');
      const [user] = await tx
        .insert(users)
        .values({
          accountId: account.id,
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          passwordHash,
          company: input.company || null,
          role: 'administrator',
          language,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      accountId = account.id;
      return issueOneTimeToken(tx, now, user.id, 'confirm_email');
    });
    await sendEmail(context, {
      kind: 'confirm_email',
      to: input.email,
      name: input.firstname,
      language,
      path: webLinks.confirm(token),
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    // A sign-up is whole or nothing: an account whose confirmation e-mail could not be queued
    // could never be confirmed, and would keep its address taken. Its user and token go with it.
    if (accountId) await context.database.db.delete(accounts).where(eq(accounts.id, accountId));
    throw error;
  }
  return { email: input.email };
}
