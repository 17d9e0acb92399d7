import type { AccountPlan } from '@pagewise/shared/billing';
import type { TFunction } from 'i18next';

/**
 * What is left of a trial, in the words of the namespace `t` reads (`trial.*` of dash or billing):
 * days, or hours on its last day and for a promo code's 24 hours.
 */
export function trialLeftText(t: TFunction, trial: NonNullable<AccountPlan['trial']>): string {
  if (trial.hoursRemaining <= 0) return t('trial.ended');
  if (trial.kind === 'promo' || trial.daysRemaining <= 1)
    return t('trial.hoursLeft', { count: trial.hoursRemaining });
  return t('trial.daysLeft', { count: trial.daysRemaining });
}
