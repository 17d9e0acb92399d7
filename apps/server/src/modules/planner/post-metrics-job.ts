import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue.ts';

/** Reads the figures of recent publications from their networks; scheduled by the workers (workers.ts). */
export const readPostMetricsJob: JobDefinition<Record<string, never>> = {
  name: 'read-post-metrics',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  // The next hour's round catches up whatever one round missed.
  retryLimit: 1,
  expireInSeconds: 3600,
};

/** Every hour, off the top of the hour when scheduled posts crowd the queue. */
export const readPostMetricsSchedule = '23 * * * *';
