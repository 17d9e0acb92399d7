import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { trialLeftText } from './trial-left.ts';

const t = ((key: string, options?: { count: number }) =>
  `${key}:${options?.count ?? ''}`) as unknown as TFunction;
const trial = (more: Partial<Parameters<typeof trialLeftText>[1]>) => ({
  kind: 'account' as const,
  endsAt: '2026-03-20T10:00:00.000Z',
  daysRemaining: 6,
  hoursRemaining: 140,
  freeFrom: '2026-03-21T10:00:00.000Z',
  ...more,
});

describe('what is left of a trial', () => {
  it('counts the account’s trial in days, then in hours on its last day', () => {
    expect(trialLeftText(t, trial({}))).toBe('trial.daysLeft:6');
    expect(trialLeftText(t, trial({ daysRemaining: 1, hoursRemaining: 5 }))).toBe('trial.hoursLeft:5');
    expect(trialLeftText(t, trial({ daysRemaining: 0, hoursRemaining: 0 }))).toBe('trial.ended:');
  });

  it('counts a promo code’s 24 hours in hours', () => {
    const promo = trial({ kind: 'promo', daysRemaining: 1, hoursRemaining: 23, freeFrom: null });
    expect(trialLeftText(t, promo)).toBe('trial.hoursLeft:23');
  });
});
