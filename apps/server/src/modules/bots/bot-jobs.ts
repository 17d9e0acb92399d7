import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue.ts';

/** Claims the bots that are due and sends each a run; scheduled every minute by the workers. */
export const sweepBotsJob: JobDefinition<Record<string, never>> = {
  name: 'sweep-bots',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  // The next minute's sweep claims whatever this one missed.
  retryLimit: 0,
  expireInSeconds: 120,
};
export const sweepBotsSchedule = '* * * * *';

/** One run of one bot. The database says what is new: a repeated run finds the items taken. */
export const runBotJob: JobDefinition<{ botId: string }> = {
  name: 'run-bot',
  payload: z.object({ botId: z.string() }),
  retryLimit: 2,
  concurrency: 2,
  expireInSeconds: 600,
};

/** Sends the comments and reposts of bot posts that are out; scheduled every minute by the workers. */
export const sendBotFollowUpsJob: JobDefinition<Record<string, never>> = {
  name: 'send-bot-follow-ups',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  // The next minute's run takes whatever this one left waiting; a claimed follow-up is never re-sent.
  retryLimit: 0,
  expireInSeconds: 300,
};
export const sendBotFollowUpsSchedule = '* * * * *';
