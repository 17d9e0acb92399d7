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
  // Claims (with the posts and pages read), sandbox stores and outcomes are one statement per
  // batch: on two cores, two batches of 200 at a time per process cost about 15 % less CPU per
  // post than four of 100 (fewer statements, commits and busy connections), with as many in hand.
  batchSize: 200,
  concurrency: 2,
  expireInSeconds: 300,
};

export const deleteTargetJob: JobDefinition<{ targetId: string }> = {
  name: 'delete-target',
  payload: z.object({ targetId: z.string() }),
  retryLimit: 5,
};
