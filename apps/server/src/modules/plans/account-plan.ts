import { type Plan, type PlanId, plans, trialPlanId } from '@pagewise/shared/plans';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { accounts } from '../accounts/schema.ts';

/** What the plans read of an account: its chosen plan, its trial, and its zone (its days and months). */
const planColumns = {
  plan: accounts.plan,
  billingPeriod: accounts.billingPeriod,
  trialEndsAt: accounts.trialEndsAt,
  trialRemindedAt: accounts.trialRemindedAt,
  trialClosedAt: accounts.trialClosedAt,
  timeZone: accounts.timeZone,
};

export type AccountPlanRow = {
  plan: PlanId;
  billingPeriod: 'monthly' | 'annual' | null;
  trialEndsAt: Date;
  trialRemindedAt: Date | null;
  trialClosedAt: Date | null;
  timeZone: string;
};

/**
 * The plan in force: the trial's plan while the trial is open (`trial_closed_at` null, whatever the
 * clock says: the trial round closes it, see trial-round.ts), the chosen plan once it is closed.
 */
export function planInForce(account: Pick<AccountPlanRow, 'plan' | 'trialClosedAt'>): PlanId {
  return account.trialClosedAt === null ? trialPlanId : account.plan;
}

/** The account's plan columns with the rows of the plan in force. */
export type AccountPlan = AccountPlanRow & { inForce: Plan };

const withPlan = (row: AccountPlanRow): AccountPlan => ({ ...row, inForce: plans[planInForce(row)] });

/** The account's plan, read as it is now. */
export async function findAccountPlan(db: Database, accountId: string): Promise<AccountPlan> {
  const [row] = await db.select(planColumns).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row) throw new AppError('not_found', { message: 'Account not found' });
  return withPlan(row);
}

/**
 * The account's plan, its row locked until the transaction `tx` ends: what counts against a limit
 * is counted, then added, one request at a time, so two parallel adds at the limit cannot both
 * pass. `for no key update` rather than `lockAccount`'s `for update`: it waits only for the other
 * plan checks and plan changes of the account, never for the rows that merely refer to it (each
 * insert of a page, a post… takes `for key share` on its account in passing).
 */
export async function lockAccountPlan(tx: Database, accountId: string): Promise<AccountPlan> {
  const [row] = await tx
    .select(planColumns)
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1)
    .for('no key update');
  if (!row) throw new AppError('not_found', { message: 'Account not found' });
  return withPlan(row);
}

/** The ids of the plans that have a feature: for statements that filter accounts in SQL. */
export function plansWith(feature: keyof Plan['features']): PlanId[] {
  return Object.values(plans)
    .filter((plan) => plan.features[feature])
    .map((plan) => plan.id);
}

/** `planInForce` in SQL, on the `accounts` table of a statement. */
export const planInForceSql = sql<PlanId>`(case when ${accounts.trialClosedAt} is null then ${trialPlanId} else ${accounts.plan} end)`;
