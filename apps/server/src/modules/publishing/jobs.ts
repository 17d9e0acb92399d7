import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue.ts';

/**
 * Wakes the engine at a due time: its handler publishes whatever the database says is due then,
 * in batches, until nothing is left. There is one wake-up per due time and shard (see
 * `wake-up-jobs.ts`), not one per publication: 10,000 publications due at 12:00 cost the queue
 * eight jobs, and a wake-up for a rescheduled or already published target finds nothing and ends.
 */
export const publishDueJob: JobDefinition<{ at: string }> = {
  name: 'publish-due',
  payload: z.object({ at: z.string() }),
  retryLimit: 3,
  // One wake-up per handler call, so the shards of one due time drain in parallel, in every process.
  batchSize: 1,
  concurrency: 2,
  expireInSeconds: 300,
};

/** Publications claimed per statement; a handler drains a due time batch after batch. */
export const claimBatchSize = 200;

export const deleteTargetJob: JobDefinition<{ targetId: string }> = {
  name: 'delete-target',
  payload: z.object({ targetId: z.string() }),
  retryLimit: 5,
};
