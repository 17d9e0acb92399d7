import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { queryRows } from '../publishing/rows.ts';
import { drainDueActions, recoverActions } from './action-drain.ts';
import { sendInboxActionsJob } from './action-jobs.ts';
import { actionWatchSeconds } from './action-settings.ts';

/**
 * Starts sending the inbox's replies and actions in a worker process; returns how to stop its
 * timer. Each worker also watches, every few seconds, for actions to read back (a worker died
 * holding them, an answer was lost) and for due actions whose wake-up was lost.
 */
export async function startInboxActions(context: AppContext): Promise<() => void> {
  await context.queue.work(sendInboxActionsJob, async () => {
    await drainDueActions(context);
  });
  let running = false;
  const watch = setInterval(() => {
    if (running) return;
    running = true;
    watchActions(context)
      .catch((error: unknown) => context.logger.error({ err: error }, 'inbox actions watch failed'))
      .finally(() => {
        running = false;
      });
  }, actionWatchSeconds * 1000);
  watch.unref();
  return () => clearInterval(watch);
}

/** One round of the watch: read back what is lost, then send what is overdue. */
export async function watchActions(context: AppContext): Promise<void> {
  await recoverActions(context);
  const overdue = new Date(context.now().getTime() - actionWatchSeconds * 1000).toISOString();
  const rows = await queryRows<{ id: string }>(
    context.database.db,
    sql`select id from inbox_actions where state = 'pending' and next_attempt_at < ${overdue}::timestamptz limit 1`,
  );
  if (rows.length > 0) await drainDueActions(context);
}
