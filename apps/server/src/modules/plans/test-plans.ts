import type { PlanId } from '@pagewise/shared/plans';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { closeTrialWithPlan, moveToFreePlan } from './close-trial.ts';

/** Puts an account on a plan as the billing module would once a payment is confirmed (or free). */
export async function putOnPlan(test: TestApp, accountId: string, plan: PlanId): Promise<void> {
  if (plan === 'free') await moveToFreePlan(test.app.context, accountId);
  else await closeTrialWithPlan(test.app.context, accountId, plan, 'monthly');
}

/** The answer is the plan's refusal, with these details. */
export function expectPlanLimit(response: LightMyRequestResponse, details: Record<string, unknown>): void {
  expect(response.statusCode, response.body).toBe(403);
  const error = response.json().error;
  expect(error.key).toBe('plan_limit');
  expect(error.message).toBe('Your plan does not allow this action');
  expect(error.details).toMatchObject(details);
}
