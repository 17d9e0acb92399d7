import type { PlanFeature, PlanLimit } from '@pagewise/shared/plans';
import { useTranslation } from 'react-i18next';
import { planLimitText } from '../../../lib/translate-error.ts';
import { usePlan } from '../api/get-plan.ts';

export type PlanGateOn = { feature: PlanFeature; limit?: never } | { limit: PlanLimit; feature?: never };

/**
 * Why the account's plan (`GET /plan`) refuses this, in the words the server's `plan_limit` would
 * get: a feature it does not include, or a count it has reached. Null while the plan is unknown
 * (loading, or unreadable): then the action is offered and the server has the last word.
 */
export function usePlanLock(on: PlanGateOn): string | null {
  const { t } = useTranslation('errors');
  const plan = usePlan().data;
  if (!plan) return null;
  if (on.feature)
    return plan.features[on.feature] === false ? (planLimitText(t, { feature: on.feature }) ?? null) : null;
  const max = plan.limits[on.limit];
  if (typeof max !== 'number' || (plan.usage[on.limit] ?? 0) < max) return null;
  return planLimitText(t, { limit: on.limit, max }) ?? null;
}
