import type { AccountPlan } from '@pagewise/shared/billing';
import { describe, expect, it } from 'vitest';
import { feedFrequency, planAction } from './plan-change.ts';
import { buildAccountPlan } from './test-fixtures.ts';

const on = (overrides: Partial<AccountPlan>) => buildAccountPlan(overrides);

describe('planAction', () => {
  it('offers a trial the paid plans, the free plan being where the trial leads', () => {
    const trial = on({ state: 'trial', plan: 'premium', chosenPlan: 'free', period: null });
    expect(planAction(trial, 'free', 'monthly')).toBe('afterTrial');
    expect(planAction(trial, 'premium', 'monthly')).toBe('choose');
    expect(planAction(trial, 'starter', 'annual')).toBe('choose');
  });

  it('marks the plan paid for, and goes up or down from it', () => {
    const standard = on({ state: 'active', plan: 'standard', chosenPlan: 'standard', period: 'monthly' });
    expect(planAction(standard, 'standard', 'monthly')).toBe('current');
    expect(planAction(standard, 'premium', 'monthly')).toBe('upgrade');
    expect(planAction(standard, 'starter', 'monthly')).toBe('downgrade');
    expect(planAction(standard, 'free', 'annual')).toBe('downgrade');
  });

  it('offers the other billing period of the same plan', () => {
    const monthly = on({ state: 'active', plan: 'standard', chosenPlan: 'standard', period: 'monthly' });
    expect(planAction(monthly, 'standard', 'annual')).toBe('toAnnual');
    const annual = on({ state: 'active', plan: 'standard', chosenPlan: 'standard', period: 'annual' });
    expect(planAction(annual, 'standard', 'monthly')).toBe('toMonthly');
  });

  it('has no period on the free plan', () => {
    const free = on({ state: 'free', plan: 'free', chosenPlan: 'free', period: null });
    expect(planAction(free, 'free', 'annual')).toBe('current');
    expect(planAction(free, 'starter', 'annual')).toBe('upgrade');
  });
});

describe('feedFrequency', () => {
  it('says the largest whole unit', () => {
    expect(feedFrequency(24 * 60)).toEqual({ key: 'feedDays', count: 1 });
    expect(feedFrequency(60)).toEqual({ key: 'feedHours', count: 1 });
    expect(feedFrequency(120)).toEqual({ key: 'feedHours', count: 2 });
    expect(feedFrequency(15)).toEqual({ key: 'feedMinutes', count: 15 });
  });
});
