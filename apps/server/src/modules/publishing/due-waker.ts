import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { publishDueJob } from './jobs.ts';
import { queryRows } from './rows.ts';
import { isWaiting, waitingAt } from './waiting.ts';

/** How far ahead the waker looks for the next due publication, and how often while none is near. */
const lookAheadMs = 1_000;
const lookEveryMs = 250;
/** The least time between two wake-ups: publications due closer together go out in one fetch. */
const minGapMs = 100;
/** A wake-up comes this long after the due time, so the queue's own clock sees the job as due. */
const afterDueMs = 5;

/**
 * The time of the next publication waiting to go out after `now` (its due time, or its retry
 * time), if any: the first entry of the waiting targets' index.
 */
export async function nextDueAt(context: Pick<AppContext, 'database'>, now: Date): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | Date }>(
    context.database.db,
    sql`select ${sql.raw(waitingAt)} as at from post_targets
      where ${sql.raw(isWaiting)} and ${sql.raw(waitingAt)} > ${now.toISOString()}::timestamptz
      order by ${sql.raw(waitingAt)} limit 1`,
  );
  return row ? new Date(row.at) : null;
}

/**
 * Wakes this process's publishing handlers at the due time of the next publication, rather than at
 * the queue's next poll (pg-boss is not told when a delayed job becomes due, and polls every
 * 0.5 s): a post goes out within milliseconds of its time. It looks one second ahead, four times
 * a second (one read of the waiting targets' index), and wakes at most every 100 ms; the poll
 * stays as the floor.
 * Returns how to stop it.
 */
export function startDueWaker(context: Pick<AppContext, 'database' | 'queue' | 'logger'>): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastWake = 0;
  const later = (ms: number, then: () => void) => {
    if (stopped) return;
    timer = setTimeout(then, Math.max(0, ms));
    timer.unref();
  };
  const look = async () => {
    if (stopped) return;
    try {
      const now = Date.now();
      const next = await nextDueAt(context, new Date(now));
      if (!next || next.getTime() - now > lookAheadMs) return later(lookEveryMs, look);
      const at = Math.max(next.getTime() + afterDueMs, lastWake + minGapMs);
      later(at - Date.now(), () => {
        lastWake = Date.now();
        context.queue.wake(publishDueJob);
        void look();
      });
    } catch (error) {
      context.logger.warn({ err: error }, 'due waker failed; the queue still polls');
      later(lookEveryMs, look);
    }
  };
  void look();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
