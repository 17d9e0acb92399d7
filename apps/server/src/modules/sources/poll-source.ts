import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { findAccountPlan } from '../plans/account-plan.ts';
import { overLimitRefusal } from '../plans/over-limit.ts';
import { disableSource } from './disable-source.ts';
import { backoffMinutes, maxIntervalMinutes, pollIntervalMinutes, retryAfterTime } from './poll-interval.ts';
import { type FeedReading, readFeed } from './read-feed.ts';
import { readTwitterSource } from './read-twitter-source.ts';
import { saveSourceItems } from './save-source-items.ts';
import { type SourceRow, sources } from './schema.ts';

export type PollOutcome = 'added' | 'unchanged' | 'not_modified' | 'disabled' | 'retry';

export type PollOptions = {
  /** Per read; the product reads for 20 s at most, tests and benchmarks shorten it. */
  timeoutMs?: number;
  maxBytes?: number;
};

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** One read of a source, as its type wants it: a feed address, or a Twitter account through its page. */
function readSource(context: AppContext, source: SourceRow, options: PollOptions): Promise<FeedReading> {
  if (source.type === 'twitter') return readTwitterSource(context, source);
  return readFeed(source.feedUrl, {
    allowedHosts: context.config.sourcesAllowedHosts,
    etag: source.etag,
    lastModified: source.lastModified,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
  });
}

/**
 * Reads a claimed source once and records what came of it: new items kept (a known item is
 * never kept twice), the next read time adapted to how often the source publishes, a transient
 * failure backed off, a parse failure disabling the source. The row is only touched while it
 * still reads the same address, so an edit during the read wins.
 */
export async function pollSource(
  context: AppContext,
  source: SourceRow,
  options: PollOptions = {},
): Promise<{ outcome: PollOutcome; added: number }> {
  const db = context.database.db;
  const same = and(
    eq(sources.id, source.id),
    eq(sources.feedUrl, source.feedUrl),
    eq(sources.status, 'running'),
  );
  // A custom source its account's plan leaves over its number is kept, read-only: not read. It is
  // looked at again a day later (a bigger plan, or a source deleted, brings it back).
  const accountId = source.accountId;
  const plan = accountId ? await findAccountPlan(db, accountId) : null;
  if (accountId && plan && (await overLimitRefusal(db, accountId, { sources: [source.id] }, plan))) {
    await db
      .update(sources)
      .set({ nextFetchAt: minutesFrom(context.now(), maxIntervalMinutes) })
      .where(same);
    return { outcome: 'unchanged', added: 0 };
  }
  // The plan's feed update frequency: an account's source is never read again sooner (a catalogue
  // source, shared by every account, follows its own pace).
  const atLeast = (minutes: number) => Math.max(minutes, plan?.inForce.feedUpdateMinutes ?? 0);
  const reading = await readSource(context, source, options);
  const now = context.now();
  switch (reading.outcome) {
    case 'failed': {
      if (source.accountId === null) {
        // A catalogue source has no owner to re-enable it, and every bot using it would go quiet:
        // it keeps the reason and is tried again a day later instead of being disabled.
        await db
          .update(sources)
          .set({
            failures: source.failures + 1,
            errorKey: reading.errorKey,
            errorDetail: reading.detail.slice(0, 1000),
            lastFetchedAt: now,
            nextFetchAt: minutesFrom(now, maxIntervalMinutes),
          })
          .where(same);
        return { outcome: 'retry', added: 0 };
      }
      await disableSource(context, source.id, reading);
      return { outcome: 'disabled', added: 0 };
    }
    case 'retry': {
      const failures = source.failures + 1;
      const next = reading.retryAfter
        ? retryAfterTime(reading.retryAfter, now, failures)
        : minutesFrom(now, backoffMinutes(failures));
      await db
        .update(sources)
        .set({ failures, nextFetchAt: next, errorDetail: reading.detail.slice(0, 1000), lastFetchedAt: now })
        .where(same);
      return { outcome: 'retry', added: 0 };
    }
    case 'not_modified': {
      await db
        .update(sources)
        .set({
          failures: 0,
          errorKey: null,
          errorDetail: null,
          lastFetchedAt: now,
          nextFetchAt: minutesFrom(now, atLeast(source.intervalMinutes)),
          etag: reading.etag ?? source.etag,
          lastModified: reading.lastModified ?? source.lastModified,
        })
        .where(same);
      return { outcome: 'not_modified', added: 0 };
    }
    case 'items': {
      const added = await saveSourceItems(db, source.id, reading.items);
      const interval = pollIntervalMinutes(
        reading.items.map((item) => item.publishedAt),
        now,
        { evergreen: source.evergreen, previous: source.intervalMinutes },
      );
      const newest = [...reading.items].sort(
        (a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0),
      )[0];
      await db
        .update(sources)
        .set({
          failures: 0,
          errorKey: null,
          errorDetail: null,
          lastFetchedAt: now,
          lastFetchedUrl: newest?.link ?? source.lastFetchedUrl,
          ...(added > 0 ? { lastAddedAt: now } : {}),
          intervalMinutes: interval,
          nextFetchAt: minutesFrom(now, atLeast(interval)),
          etag: reading.etag,
          lastModified: reading.lastModified,
        })
        .where(same);
      return { outcome: added > 0 ? 'added' : 'unchanged', added };
    }
  }
}
