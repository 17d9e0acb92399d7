import type { AppContext } from '../../platform/context.ts';
import { pollSourceJob } from './polling-jobs.ts';

/**
 * Asks a worker to read a source at once (it was just created or re-enabled): the request never
 * waits on the feed. Its next read time is already now, so a lost job only waits for the sweep.
 */
export async function readSourceNow(context: Pick<AppContext, 'queue'>, sourceId: string): Promise<void> {
  await context.queue.send(pollSourceJob, { sourceId });
}
