import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue.ts';

/** Runs the token-health round; scheduled by the workers (see workers.ts). */
export const checkPageTokensJob: JobDefinition<Record<string, never>> = {
  name: 'check-page-tokens',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 2,
};

/** Every 15 minutes: a token seven days from its end is caught long before it stops anything. */
export const checkPageTokensSchedule = '*/15 * * * *';
