import { dayIn } from '@pagewise/shared/time-zones';
import type { Database } from '../../platform/database.ts';
import type { AppError } from '../../platform/errors.ts';
import { findAccountPlan, lockAccountPlan } from './account-plan.ts';
import { planLimitError } from './assert-plan.ts';
import { countPostsOfDay, countScheduledPostsOfMonth, dayAround, monthAround } from './plan-usage.ts';

/** What a save, a move or a bot is about to write. */
export type PostsToWrite = {
  /** The due time of each publication that will be on its way (one per page). */
  publications: readonly Date[];
  /** Publications of the account rewritten by this change: they are counted once, as `publications`. */
  rewrites?: readonly string[];
  /** The post, when it is scheduled for `scheduledAt` (counted once per post, whatever its pages). */
  scheduled?: { at: Date; postId?: string } | undefined;
};

/**
 * Why the account's plan refuses these posts, or null: more publications on one of its days than
 * `postsPerDay` (in the account's zone), or one scheduled post more than `scheduledPostsPerMonth` in
 * the month it is planned for. Call it inside the transaction `tx` that writes them: a plan with
 * such a number is locked there until the commit, so parallel saves count each other; a plan
 * without one (the trial's, premium) locks nothing.
 */
export async function postsRefusal(
  tx: Database,
  accountId: string,
  toWrite: PostsToWrite,
): Promise<AppError | null> {
  const seen = await findAccountPlan(tx, accountId);
  const counts = toWrite.publications.length > 0 && seen.inForce.limits.postsPerDay !== null;
  const schedules = toWrite.scheduled !== undefined && seen.inForce.limits.scheduledPostsPerMonth !== null;
  if (!counts && !schedules) return null;
  const account = await lockAccountPlan(tx, accountId);
  const { postsPerDay, scheduledPostsPerMonth } = account.inForce.limits;
  const plan = account.inForce.id;
  if (postsPerDay !== null) {
    const perDay = new Map<string, Date[]>();
    for (const at of toWrite.publications) {
      const day = dayIn(at, account.timeZone);
      perDay.set(day, [...(perDay.get(day) ?? []), at]);
    }
    for (const [day, due] of perDay) {
      const first = due[0];
      if (!first) continue;
      const out = await countPostsOfDay(tx, accountId, dayAround(first, account.timeZone), toWrite.rewrites);
      if (out + due.length > postsPerDay)
        return planLimitError(plan, { limit: 'postsPerDay', max: postsPerDay }, { day, held: out });
    }
  }
  const scheduled = toWrite.scheduled;
  if (scheduledPostsPerMonth !== null && scheduled) {
    const month = monthAround(scheduled.at, account.timeZone);
    const planned = await countScheduledPostsOfMonth(tx, accountId, month, scheduled.postId);
    if (planned + 1 > scheduledPostsPerMonth)
      return planLimitError(
        plan,
        { limit: 'scheduledPostsPerMonth', max: scheduledPostsPerMonth },
        { month: dayIn(month.from, account.timeZone).slice(0, 7), held: planned },
      );
  }
  return null;
}

/** `postsRefusal`, thrown: a user's save or move is refused with `plan_limit`. */
export async function assertRoomForPosts(
  tx: Database,
  accountId: string,
  toWrite: PostsToWrite,
): Promise<void> {
  const refusal = await postsRefusal(tx, accountId, toWrite);
  if (refusal) throw refusal;
}
