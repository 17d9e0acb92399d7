import type { AppContext } from '../../platform/context.ts';
import { pollDueSources } from './poll-due-sources.ts';
import { pollSourceJob, pollSourcesJob, pollSourcesSchedule } from './polling-jobs.ts';

/** One sweep reads for at most this long, so it ends before the next minute's sweep starts. */
const sweepSeconds = 50;

/** Registers the source polling jobs on this worker; returns how to stop its timers. */
export async function startSourcePolling(context: AppContext): Promise<() => void> {
  await context.queue.work(pollSourcesJob, async () => {
    const until = Date.now() + sweepSeconds * 1000;
    const limit = 1000;
    for (;;) {
      const counts = await pollDueSources(context, { limit, concurrency: 24 });
      if (counts.claimed > 0) context.logger.info(counts, 'sources read');
      if (counts.claimed < limit || Date.now() > until) return;
    }
  });
  await context.queue.schedule(pollSourcesJob, pollSourcesSchedule);
  await context.queue.work(pollSourceJob, async ({ sourceId }) => {
    await pollDueSources(context, { limit: 1, concurrency: 1, ids: [sourceId] });
  });
  return () => {};
}
