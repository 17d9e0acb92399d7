import type { SourceErrorKey } from '@pagewise/shared/sources/source';
import { SafeFetchError, type SafeFetchOptions, safeFetch } from '../../platform/safe-fetch.ts';
import { type FeedItem, FeedParseError, parseFeedItems } from './parse-feed-items.ts';

/** What one read of a source gave, and so what the poller does next. */
export type FeedReading =
  | { outcome: 'items'; items: FeedItem[]; etag: string | null; lastModified: string | null }
  /** 304: nothing changed since the validators were given. */
  | { outcome: 'not_modified'; etag: string | null; lastModified: string | null }
  /** For good until the user re-enables the source (spec §4). */
  | { outcome: 'failed'; errorKey: SourceErrorKey; detail: string }
  /** For now (time-out, 5xx, 429, network): read again later. */
  | { outcome: 'retry'; detail: string; retryAfter: Date | null };

const statusErrors: Record<number, SourceErrorKey> = {
  401: 'source_forbidden',
  403: 'source_forbidden',
  404: 'source_not_found',
  410: 'source_gone',
};

/** Statuses that say "later", not "never". */
const transient = (status: number) => status === 408 || status === 425 || status === 429 || status >= 500;

/**
 * Reads a feed address through the safe fetch (conditional GET with the last validators) and
 * parses its items. Never throws for what the address answers: every answer is a reading.
 */
export async function readFeed(feedUrl: string, options: SafeFetchOptions): Promise<FeedReading> {
  let answer: Awaited<ReturnType<typeof safeFetch>>;
  try {
    answer = await safeFetch(feedUrl, options);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.reason === 'address_refused' || error.reason === 'url_refused')
      return { outcome: 'failed', errorKey: 'source_address_refused', detail: error.message };
    if (error.reason === 'too_many_redirects' || error.reason === 'too_large')
      return { outcome: 'failed', errorKey: 'source_parse_failed', detail: error.message };
    return { outcome: 'retry', detail: `${error.reason}: ${error.message}`, retryAfter: null };
  }
  const validators = { etag: answer.etag, lastModified: answer.lastModified };
  if (answer.notModified) return { outcome: 'not_modified', ...validators };
  if (transient(answer.status))
    return { outcome: 'retry', detail: `HTTP ${answer.status}`, retryAfter: answer.retryAfter };
  if (answer.status < 200 || answer.status >= 300)
    return {
      outcome: 'failed',
      errorKey: statusErrors[answer.status] ?? 'source_parse_failed',
      detail: `HTTP ${answer.status}`,
    };
  let items: FeedItem[];
  try {
    items = parseFeedItems(answer.text, answer.url);
  } catch (error) {
    if (!(error instanceof FeedParseError)) throw error;
    return { outcome: 'failed', errorKey: 'source_parse_failed', detail: error.message };
  }
  if (items.length === 0)
    return { outcome: 'failed', errorKey: 'source_empty', detail: 'The feed holds no item' };
  return { outcome: 'items', items, ...validators };
}
