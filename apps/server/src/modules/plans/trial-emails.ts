import { webLinks } from '@pagewise/shared/routes';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { formatDate, readerOf } from '../notifications/format-date.ts';
import { sendEmail } from '../notifications/send-email.ts';
import { users } from '../users/schema.ts';

/** An account whose trial the round just reminded or closed. */
export type TrialAccount = { id: string; name: string; timeZone: string };

/**
 * "Trial will end" or "trial ended" (spec §4 subscription e-mails) to each administrator of the
 * account who confirmed their address: the plan is theirs to choose, whatever their notification
 * settings. Dates are read in their zone, else the account's. Returns the e-mails queued.
 */
export async function emailTrialAdministrators(
  context: Pick<AppContext, 'database' | 'queue' | 'config' | 'secrets'>,
  account: TrialAccount,
  email: { kind: 'trial_will_end'; endsAt: Date; freeFrom: Date } | { kind: 'trial_ended'; at: Date },
): Promise<number> {
  const administrators = await context.database.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.accountId, account.id),
        eq(users.role, 'administrator'),
        isNotNull(users.emailConfirmedAt),
      ),
    );
  for (const user of administrators) {
    const reader = readerOf(user, account.timeZone);
    await sendEmail(context, {
      kind: email.kind,
      to: user.email,
      name: user.firstname,
      language: user.language,
      path: webLinks.plan(),
      values:
        email.kind === 'trial_will_end'
          ? {
              account: account.name,
              date: formatDate(email.endsAt, reader),
              freeDate: formatDate(email.freeFrom, reader),
            }
          : { account: account.name, date: formatDate(email.at, reader) },
    });
  }
  return administrators.length;
}
