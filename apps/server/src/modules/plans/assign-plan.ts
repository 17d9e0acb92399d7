import { type BillingPeriod, billingPeriods, type PlanId, planIds } from '@pagewise/shared/plans';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { accounts } from '../accounts/schema.ts';
import { findUserByEmail } from '../users/find-user-by-email.ts';
import { findAccountPlan, planInForce } from './account-plan.ts';
import { closeTrialWithPlan, moveToFreePlan } from './close-trial.ts';

/**
 * The account an operator names: by its id, or by the e-mail address of one of its administrators
 * (another member's address is refused: a typo must not change someone else's account).
 */
async function findNamedAccount(context: Pick<AppContext, 'database'>, who: string) {
  const db = context.database.db;
  let accountId = isUuid(who) ? who : undefined;
  if (!accountId) {
    const user = await findUserByEmail(db, who);
    if (!user) throw new AppError('not_found', { message: `No user has the address ${who}` });
    if (user.role !== 'administrator')
      throw new AppError('forbidden', { message: `${who} is not an administrator of their account` });
    accountId = user.accountId;
  }
  const [account] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!account) throw new AppError('not_found', { message: `No account has the id ${who}` });
  return account;
}

/**
 * Without Stripe, plans are assigned by an administrator of the product (`npm run set-plan`): a
 * paid plan closes the trial as a confirmed payment would, free moves the account to the free plan
 * (what it holds beyond it is kept, read-only). Returns the account and its plan in force.
 */
export async function assignPlan(
  context: Pick<AppContext, 'database' | 'now'>,
  input: { who: string; plan: string; period?: string | undefined },
): Promise<{ id: string; name: string; plan: PlanId; period: BillingPeriod | null }> {
  if (!planIds.includes(input.plan as PlanId))
    throw new AppError('invalid_data', { message: `The plan is one of ${planIds.join(', ')}` });
  const period = (input.period ?? 'monthly') as BillingPeriod;
  if (!billingPeriods.includes(period))
    throw new AppError('invalid_data', { message: `The period is one of ${billingPeriods.join(', ')}` });
  const account = await findNamedAccount(context, input.who);
  const plan = input.plan as PlanId;
  if (plan === 'free') await moveToFreePlan(context, account.id);
  else await closeTrialWithPlan(context, account.id, plan, period);
  const now = await findAccountPlan(context.database.db, account.id);
  return { ...account, plan: planInForce(now), period: now.billingPeriod };
}
