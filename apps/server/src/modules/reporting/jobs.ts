import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue.ts';

/** Reads the pages' daily figures their networks give (collect-page-figures.ts); scheduled by the workers. */
export const collectPageFiguresJob: JobDefinition<Record<string, never>> = {
  name: 'collect-page-figures',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  // The next hour's round catches up whatever one round missed: a page is due until it has yesterday.
  retryLimit: 0,
  expireInSeconds: 3600,
};

/** Every hour: most pages are read in the first round after midnight, the rest as they come back. */
export const collectPageFiguresSchedule = '41 * * * *';
