import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../../platform/context.ts';
import { ensureCursors } from './collect-cursors.ts';
import { collectDueStreams } from './collect-due.ts';
import { collectInboxJob, collectInboxSchedule, readInboxNowJob } from './collect-jobs.ts';

/** One sweep reads for this long, so it ends before the next minute's sweep starts. */
const sweepSeconds = 55;
/** Between two rounds with nothing due, the sweep waits this long: the lag's floor beyond the poll interval. */
const idleMs = 1000;

/** Registers the inbox collection jobs on this worker; returns how to stop its sweep. */
export async function startInboxCollection(context: AppContext): Promise<() => void> {
  let stopped = false;
  await context.queue.work(collectInboxJob, async () => {
    const until = Date.now() + sweepSeconds * 1000;
    await ensureCursors(context);
    while (!stopped && Date.now() < until) {
      const counts = await collectDueStreams(context, { limit: 2000, concurrency: 16 });
      if (counts.stored > 0 || counts.failed > 0 || counts.crashed > 0)
        context.logger.debug(counts, 'inbox collected');
      if (counts.read === 0) await sleep(idleMs);
    }
  });
  await context.queue.schedule(collectInboxJob, collectInboxSchedule);
  await context.queue.work(readInboxNowJob, async ({ pageId, streams }) => {
    await ensureCursors(context, [pageId]);
    await collectDueStreams(context, { pageId, streams, concurrency: streams.length || 1 });
  });
  return () => {
    stopped = true;
  };
}
