import type { BillingPeriod, PaidPlanId } from '@pagewise/shared/plans';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { accounts } from '../accounts/schema.ts';

type Context = Pick<AppContext, 'database' | 'now'>;

/**
 * A paid plan is in force from now (the billing module calls it once Stripe confirms a payment, or
 * an administrator's command assigns it): the trial closes, if it was open, and stays closed.
 * The update waits for the plan checks running on the account (they lock its row), so none of
 * them decides on a plan half changed.
 */
export async function closeTrialWithPlan(
  context: Context,
  accountId: string,
  plan: PaidPlanId,
  period: BillingPeriod,
): Promise<void> {
  const [row] = await context.database.db
    .update(accounts)
    .set({
      plan,
      billingPeriod: period,
      trialClosedAt: sql`coalesce(${accounts.trialClosedAt}, ${context.now().toISOString()}::timestamptz)`,
    })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id });
  if (!row) throw new AppError('not_found', { message: 'Account not found' });
}

/**
 * The free plan from now (a paid plan cancelled or ended, or an administrator's command): the
 * trial closes if it was open. What the account holds beyond the free plan is kept, read-only
 * (over-limit.ts). The trial's own end goes through the trial round (trial-round.ts), which also
 * e-mails "trial ended".
 */
export async function moveToFreePlan(context: Context, accountId: string): Promise<void> {
  const [row] = await context.database.db
    .update(accounts)
    .set({
      plan: 'free',
      billingPeriod: null,
      trialClosedAt: sql`coalesce(${accounts.trialClosedAt}, ${context.now().toISOString()}::timestamptz)`,
    })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id });
  if (!row) throw new AppError('not_found', { message: 'Account not found' });
}
