import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { enqueueTargets } from './enqueue-targets.ts';
import { queryRows } from './rows.ts';
import { forgottenAfterSeconds } from './settings.ts';

/**
 * Due targets still waiting well after their time lost their wake-up (the process that saved the
 * post died before queueing it): queue it again. The deterministic job id makes a copy of a
 * live job collide with it, so a slow queue is never doubled.
 */
export async function sweepForgottenTargets(context: AppContext): Promise<number> {
  const before = new Date(context.now().getTime() - forgottenAfterSeconds * 1000).toISOString();
  const rows = await queryRows<{ id: string; attempts: number; at: string | Date }>(
    context.database.db,
    sql`select id, attempts, coalesce(next_attempt_at, due_at) as at from post_targets
      where status in ('scheduled', 'inqueue') and due_at < ${before}::timestamptz
        and coalesce(next_attempt_at, due_at) < ${before}::timestamptz
      order by due_at limit 1000`,
  );
  await enqueueTargets(
    context,
    rows.map((row) => ({ id: row.id, attempts: Number(row.attempts), at: new Date(row.at) })),
  );
  return rows.length;
}
