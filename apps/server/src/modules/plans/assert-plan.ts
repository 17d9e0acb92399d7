import type { PlanFeature, PlanId, PlanLimit } from '@pagewise/shared/plans';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { type AccountPlan, findAccountPlan, lockAccountPlan } from './account-plan.ts';
import { countHeld, type Holding } from './plan-usage.ts';

/**
 * Spec §8 "plan does not allow this action": which number of the plan is reached (`limit`, with its
 * `max`) or which feature it lacks (`feature`). The screens offer to change the plan from it.
 */
export function planLimitError(
  plan: PlanId,
  refusal: { limit: PlanLimit; max: number } | { feature: PlanFeature },
  more: Record<string, unknown> = {},
): AppError {
  return new AppError('plan_limit', { details: { plan, ...refusal, ...more } });
}

/** Refuses what the plan in force of an account already read lacks. */
export function assertFeatureOf(account: AccountPlan, feature: PlanFeature): void {
  if (!account.inForce.features[feature]) throw planLimitError(account.inForce.id, { feature });
}

/** Refuses an action whose feature the account's plan lacks (`moderation`, `pdfExport`, `editBots`…). */
export async function assertPlanAllows(db: Database, accountId: string, feature: PlanFeature): Promise<void> {
  assertFeatureOf(await findAccountPlan(db, accountId), feature);
}

/**
 * Refuses adding `adding` pages, users, sources or bots beyond the plan's number. Call it inside the
 * transaction `tx` that writes them, before the insert: the account's plan is locked there until the
 * commit (`lockAccountPlan`), so a parallel add waits, then counts what this one added.
 */
export async function assertRoomFor(
  tx: Database,
  accountId: string,
  holding: Holding,
  adding: number,
): Promise<void> {
  const account = await lockAccountPlan(tx, accountId);
  const max = account.inForce.limits[holding];
  if (max === null || adding <= 0) return;
  const held = await countHeld(tx, accountId, holding);
  if (held + adding > max) throw planLimitError(account.inForce.id, { limit: holding, max }, { held });
}
