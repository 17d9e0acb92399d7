import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { enqueueWakeUp } from './enqueue-targets.ts';
import { queryRows } from './rows.ts';
import { forgottenAfterSeconds } from './settings.ts';
import { isWaiting, waitingAt } from './waiting.ts';

/**
 * A publication still waiting well after its time lost its wake-up (the process that saved the
 * post died before queueing it, or the row was locked while its due time was drained): one new
 * wake-up, for now, publishes whatever is due. Returns whether one was needed.
 */
export async function sweepForgottenTargets(context: AppContext): Promise<boolean> {
  const now = context.now();
  const before = new Date(now.getTime() - forgottenAfterSeconds * 1000).toISOString();
  const rows = await queryRows<{ id: string }>(
    context.database.db,
    sql`select id from post_targets
      where ${sql.raw(isWaiting)} and ${sql.raw(waitingAt)} < ${before}::timestamptz limit 1`,
  );
  if (rows.length === 0) return false;
  await enqueueWakeUp(context, now);
  return true;
}
