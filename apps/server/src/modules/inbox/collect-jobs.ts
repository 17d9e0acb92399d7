import { inboxStreams } from '@pagewise/shared/inbox';
import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue.ts';

/**
 * The sweep: reads every due stream of every page, again and again for most of a minute;
 * scheduled every minute by the workers (collect-start.ts). A missed sweep is caught up by the next.
 */
export const collectInboxJob: JobDefinition<Record<string, never>> = {
  name: 'collect-inbox',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 0,
  expireInSeconds: 300,
};
export const collectInboxSchedule = '* * * * *';

/**
 * Reads some streams of one page now: a network pushed that something is new there (a webhook),
 * or the sandbox's audience just wrote. Only ids: no token or content in the payload.
 */
export const readInboxNowJob: JobDefinition<{ pageId: string; streams: (typeof inboxStreams)[number][] }> = {
  name: 'read-inbox-now',
  payload: z.object({ pageId: z.uuid(), streams: z.array(z.enum(inboxStreams)).max(inboxStreams.length) }),
  retryLimit: 0,
  concurrency: 2,
  expireInSeconds: 120,
  deleteWhenDone: true,
};
