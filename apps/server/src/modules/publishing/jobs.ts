import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue.ts';

/**
 * Wakes the engine for one target at its due time. The database, not the job, says what is due:
 * a job for a rescheduled or already published target finds nothing to claim and ends.
 */
export const publishTargetJob: JobDefinition<{ targetId: string }> = {
  name: 'publish-target',
  payload: z.object({ targetId: z.string() }),
  retryLimit: 3,
  // Claims, reads and results are written per batch: one round trip for 50 targets.
  batchSize: 100,
  concurrency: 4,
  expireInSeconds: 300,
};

export const deleteTargetJob: JobDefinition<{ targetId: string }> = {
  name: 'delete-target',
  payload: z.object({ targetId: z.string() }),
  retryLimit: 5,
};
