import type { InboxStream } from '@pagewise/shared/inbox';
import type { AppContext } from '../../platform/context.ts';
import { readInboxNowJob } from './collect-jobs.ts';

/**
 * Asks a worker to read these streams of this page now (a network pushed that something is new).
 * Only a job is sent: nothing is read in the request that asks.
 */
export async function requestInboxRead(
  context: Pick<AppContext, 'queue'>,
  pageId: string,
  streams: InboxStream[],
): Promise<void> {
  if (streams.length === 0) return;
  await context.queue.send(readInboxNowJob, { pageId, streams });
}
