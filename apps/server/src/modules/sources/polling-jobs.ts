import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue.ts';

/** The sweep: reads every due source; scheduled every minute by the workers (start-polling.ts). */
export const pollSourcesJob: JobDefinition<Record<string, never>> = {
  name: 'poll-sources',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  // The next minute's sweep catches up whatever one missed; claimed sources come back after their lease.
  retryLimit: 0,
  expireInSeconds: 300,
};

export const pollSourcesSchedule = '* * * * *';

/** Reads one source at once: it was just created or re-enabled. */
export const pollSourceJob: JobDefinition<{ sourceId: string }> = {
  name: 'poll-source',
  payload: z.object({ sourceId: z.uuid() }),
  retryLimit: 0,
  concurrency: 4,
  expireInSeconds: 120,
};
