import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue.ts';

/**
 * Wakes the inbox's sender: its handler claims and sends whatever actions are due, in batches,
 * until none is left. The payload names nothing (the database says what is due), so a job holds
 * no reply text: nothing of a customer's words sits in the queue's table.
 */
export const sendInboxActionsJob: JobDefinition<{ at: string }> = {
  name: 'inbox-actions-due',
  payload: z.object({ at: z.string() }),
  retryLimit: 3,
  batchSize: 1,
  concurrency: 2,
  expireInSeconds: 300,
  deleteWhenDone: true,
};

/** The e-mail digest of new inbox items, for users who keep the inbox notification on. */
export const inboxDigestJob: JobDefinition<Record<string, never>> = {
  name: 'inbox-digest',
  payload: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  retryLimit: 2,
  expireInSeconds: 600,
};
/** Every 15 minutes: a digest gathers what arrived since the last one. */
export const inboxDigestSchedule = '*/15 * * * *';
