import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue.ts';

/**
 * Reads the figures networks give: the pages' days (collect-page-figures.ts) and the publications'
 * checkpoints (collect-post-figures.ts); scheduled by the workers.
 */
export const collectFiguresJob: JobDefinition<Record<string, never>> = {
  name: 'collect-figures',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  // The next hour's round catches up whatever one round missed: a page is due until it has
  // yesterday, a checkpoint until the next one's time.
  retryLimit: 0,
  expireInSeconds: 3600,
};

/** Every hour: a post's 1-hour checkpoint is read within the hour; most pages' days just after midnight. */
export const collectFiguresSchedule = '41 * * * *';

/** Reads one page's figures now: it was just connected, so its reports have its past at once. */
export const collectFiguresNowJob: JobDefinition<{ pageId: string }> = {
  name: 'collect-figures-now',
  payload: z.object({ pageId: z.uuid() }),
  retryLimit: 0,
  concurrency: 1,
  expireInSeconds: 600,
  deleteWhenDone: true,
};

/** Reads one competitor's public figures now: it was just added. */
export const collectCompetitorNowJob: JobDefinition<{ competitorId: string }> = {
  name: 'collect-competitor-now',
  payload: z.object({ competitorId: z.uuid() }),
  retryLimit: 0,
  concurrency: 1,
  expireInSeconds: 300,
  deleteWhenDone: true,
};
