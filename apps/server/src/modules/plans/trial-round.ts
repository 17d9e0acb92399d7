import { daysFromReminderToFree, trialReminderDaysBefore } from '@pagewise/shared/plans';
import { and, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { JobDefinition } from '../../platform/queue.ts';
import { accounts } from '../accounts/schema.ts';
import { emailTrialAdministrators, type TrialAccount } from './trial-emails.ts';

const dayMs = 86_400_000;

/** Accounts claimed per statement: a backlog (a worker down for days) goes in a few statements. */
const perClaim = 200;

/** When an account goes to the free plan unless a plan is confirmed: the reminder, then 3 days. */
export function freeFromOf(account: { trialEndsAt: Date; trialRemindedAt: Date | null }): Date {
  const reminder =
    account.trialRemindedAt ?? new Date(account.trialEndsAt.getTime() - trialReminderDaysBefore * dayMs);
  return new Date(reminder.getTime() + daysFromReminderToFree * dayMs);
}

/** The trial round as a job: hourly (the schedule below), and once as each worker starts. */
export const trialRoundJob: JobDefinition<Record<string, never>> = {
  name: 'trial-round',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  // The next round finds whatever this one missed: an account is due until its claim is written.
  retryLimit: 0,
  expireInSeconds: 600,
};

/** Hourly: the free plan comes within the hour of its time, three days after a reminder. */
export const trialRoundSchedule = '17 * * * *';

/**
 * The trial's schedule (spec §9), run by the trial round. An account signs up with an 8-day trial
 * (`trial_ends_at`) on the trial's plan (premium rows). `trialReminderDaysBefore` (2) days before
 * its end, the "trial will end" e-mail goes to its administrators (`trial_reminded_at`);
 * `daysFromReminderToFree` (3) days after that reminder, an account whose trial is still open (no
 * paid plan confirmed: `closeTrialWithPlan` closes it) goes to the free plan (`trial_closed_at`),
 * and "trial ended" goes. Each step is claimed in the database before its e-mails are queued (a
 * conditional update, `skip locked` between workers), so two workers running the round at once
 * remind or move an account once; an e-mail lost after its claim is not sent again.
 */
export async function runTrialRound(
  context: AppContext,
): Promise<{ reminded: number; movedToFree: number; emails: number }> {
  const db = context.database.db;
  const now = context.now();
  let emails = 0;
  let movedToFree = 0;
  for (;;) {
    const freeDue = db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          isNull(accounts.trialClosedAt),
          isNotNull(accounts.trialRemindedAt),
          lte(accounts.trialRemindedAt, new Date(now.getTime() - daysFromReminderToFree * dayMs)),
        ),
      )
      .limit(perClaim)
      .for('update', { skipLocked: true });
    const moved: TrialAccount[] = await db
      .update(accounts)
      .set({ plan: 'free', billingPeriod: null, trialClosedAt: now })
      .where(and(inArray(accounts.id, freeDue), isNull(accounts.trialClosedAt)))
      .returning({ id: accounts.id, name: accounts.name, timeZone: accounts.timeZone });
    for (const account of moved)
      emails += await emailTrialAdministrators(context, account, { kind: 'trial_ended', at: now });
    movedToFree += moved.length;
    if (moved.length < perClaim) break;
  }
  let reminded = 0;
  for (;;) {
    const reminderDue = db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          isNull(accounts.trialClosedAt),
          isNull(accounts.trialRemindedAt),
          lte(accounts.trialEndsAt, new Date(now.getTime() + trialReminderDaysBefore * dayMs)),
        ),
      )
      .limit(perClaim)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(accounts)
      .set({ trialRemindedAt: now })
      .where(
        and(
          inArray(accounts.id, reminderDue),
          isNull(accounts.trialRemindedAt),
          isNull(accounts.trialClosedAt),
        ),
      )
      .returning({
        id: accounts.id,
        name: accounts.name,
        timeZone: accounts.timeZone,
        trialEndsAt: accounts.trialEndsAt,
      });
    for (const account of claimed) {
      emails += await emailTrialAdministrators(context, account, {
        kind: 'trial_will_end',
        endsAt: account.trialEndsAt,
        freeFrom: freeFromOf({ trialEndsAt: account.trialEndsAt, trialRemindedAt: now }),
      });
    }
    reminded += claimed.length;
    if (claimed.length < perClaim) break;
  }
  return { reminded, movedToFree, emails };
}
