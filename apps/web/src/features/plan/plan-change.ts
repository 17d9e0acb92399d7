import type { AccountPlan } from '@pagewise/shared/billing';
import { type BillingPeriod, isDowngrade, type PlanId } from '@pagewise/shared/plans';

/**
 * What a plan card offers the account: its own plan (nothing to do), another plan up or down,
 * the other billing period of the same plan, or, on a trial, a paid plan to choose (the free plan
 * is where the trial leads anyway).
 */
export type PlanAction =
  | 'current'
  | 'upgrade'
  | 'downgrade'
  | 'choose'
  | 'toAnnual'
  | 'toMonthly'
  | 'afterTrial';

export function planAction(account: AccountPlan, plan: PlanId, period: BillingPeriod): PlanAction {
  if (account.state === 'trial') return plan === 'free' ? 'afterTrial' : 'choose';
  const chosen = account.chosenPlan;
  if (plan !== chosen) return isDowngrade(chosen, plan) ? 'downgrade' : 'upgrade';
  if (plan === 'free' || account.period === null || account.period === period) return 'current';
  return period === 'annual' ? 'toAnnual' : 'toMonthly';
}

/** The actions that change something, each confirmed first. */
export type PlanChange = Exclude<PlanAction, 'current' | 'afterTrial'>;

export function isChange(action: PlanAction): action is PlanChange {
  return action !== 'current' && action !== 'afterTrial';
}

/** How often sources are read, in the largest whole unit: "every hour" rather than "every 60 minutes". */
export function feedFrequency(minutes: number): {
  key: 'feedDays' | 'feedHours' | 'feedMinutes';
  count: number;
} {
  if (minutes % (24 * 60) === 0) return { key: 'feedDays', count: minutes / (24 * 60) };
  if (minutes % 60 === 0) return { key: 'feedHours', count: minutes / 60 };
  return { key: 'feedMinutes', count: minutes };
}
