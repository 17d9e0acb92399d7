import type { InboxStream } from '@pagewise/shared/inbox';
import type { ConnectedPage, InboxBatch, InboxItem, InboxRead } from './adapter.ts';
import { NetworkError } from './network-error.ts';

/** Reads a stream's items written at or after `since`, and the network's own cursor if it has one. */
export type StreamReader = (
  page: ConnectedPage,
  since: Date,
  cursor: string | null,
) => Promise<InboxItem[] | InboxBatch>;

/** A first read looks back this far only: the inbox shows what arrives from the connection on. */
export const firstReadLookbackMs = 7 * 86_400_000;

/** The reason a network gives for a stream it refuses to serve (spec §8 "not allowed"). */
export const notAllowedReason = 'not_allowed';

export function notAllowed(message: string): NetworkError {
  return new NetworkError('rejected', message, { reason: notAllowedReason });
}

/**
 * `readInbox` for a network whose streams are read by time: the cursor is the newest item's time
 * read so far (read again from there: an item written in the same second is not lost, and the
 * inbox stores each item once). A reader answering a batch keeps its network's own cursor.
 */
export function readByStreams(
  readers: Partial<Record<InboxStream, StreamReader>>,
  now: () => Date = () => new Date(),
) {
  const inboxStreams = Object.keys(readers) as InboxStream[];
  async function readInbox(page: ConnectedPage, read: InboxRead): Promise<InboxBatch> {
    const reader = readers[read.stream];
    if (!reader) throw notAllowed(`The network gives no ${read.stream} to read`);
    const since = sinceOf(read.cursor, now());
    const answer = await reader(page, since, read.cursor);
    if (!Array.isArray(answer)) return answer;
    // Nothing yet: the next read starts where this one did, not at a first read's look-back again.
    return { items: answer, cursor: newestTime(answer, read.cursor) ?? since.toISOString() };
  }
  return { inboxStreams, readInbox };
}

/** Where a read by time starts: the cursor's time, or the look-back of a first read. */
export function sinceOf(cursor: string | null, now: Date): Date {
  const time = cursor ? Date.parse(cursor) : Number.NaN;
  return Number.isFinite(time) ? new Date(time) : new Date(now.getTime() - firstReadLookbackMs);
}

/** The newest creation time among the items, or the cursor when it is newer (or nothing came). */
export function newestTime(items: InboxItem[], cursor: string | null): string | null {
  let newest = cursor && Number.isFinite(Date.parse(cursor)) ? Date.parse(cursor) : Number.NEGATIVE_INFINITY;
  for (const item of items) newest = Math.max(newest, Date.parse(item.createdAt));
  return Number.isFinite(newest) ? new Date(newest).toISOString() : cursor;
}
