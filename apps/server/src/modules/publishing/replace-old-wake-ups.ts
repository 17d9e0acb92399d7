import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { enqueueTargets } from './enqueue-targets.ts';
import { queryRows } from './rows.ts';
import { isWaiting, waitingAt } from './waiting.ts';

/** The queue of versions that woke each publication with a job of its own. */
export const oldWakeUpQueue = 'publish-target';

/**
 * Once, after an upgrade from one wake-up per publication: every waiting publication gets its
 * wake-up at its time in the queue of due times, then the old queue goes. Each worker runs it as
 * it starts; it does nothing once the old queue is gone, and a start interrupted halfway does it
 * again (the wake-ups collide with those already queued). Returns the publications woken.
 */
export async function replaceOldWakeUps(context: Pick<AppContext, 'database' | 'queue'>): Promise<number> {
  if (!(await context.queue.boss.getQueue(oldWakeUpQueue))) return 0;
  const waiting = await queryRows<{ id: string; at: string | Date }>(
    context.database.db,
    sql`select id, ${sql.raw(waitingAt)} as at from post_targets where ${sql.raw(isWaiting)}`,
  );
  for (let start = 0; start < waiting.length; start += 1000) {
    const chunk = waiting.slice(start, start + 1000);
    await enqueueTargets(
      context,
      chunk.map((row) => ({ id: row.id, at: new Date(row.at) })),
    );
  }
  await context.queue.boss.deleteQueue(oldWakeUpQueue);
  return waiting.length;
}
