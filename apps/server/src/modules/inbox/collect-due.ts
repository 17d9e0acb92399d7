import type { NetworkAdapter } from '@pagewise/networks/adapter';
import type { InboxStream } from '@pagewise/shared/inbox';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { type PageRow, pages } from '../pages/schema.ts';
import { type ClaimedCursor, claimDueCursors } from './collect-cursors.ts';
import { collectStream } from './collect-stream.ts';

export type CollectCounts = { read: number; stored: number; failed: number; crashed: number };

/**
 * Reads due streams: claims them in batches (so several workers share them), `concurrency` reads
 * at once, until none is due or `limit` were read. With `pageId`, reads those streams of that page
 * now (a webhook's push). Benchmarks and tests call it directly.
 */
export async function collectDueStreams(
  context: AppContext,
  options: { limit?: number; concurrency?: number; pageId?: string; streams?: InboxStream[] } = {},
): Promise<CollectCounts> {
  const limit = options.limit ?? 2000;
  const concurrency = Math.max(1, options.concurrency ?? 16);
  const counts: CollectCounts = { read: 0, stored: 0, failed: 0, crashed: 0 };
  for (;;) {
    const size = Math.min(concurrency * 4, limit - counts.read);
    if (size <= 0) return counts;
    const claimed = await claimDueCursors(context, {
      limit: size,
      ...(options.pageId ? { pageId: options.pageId, streams: options.streams ?? [] } : {}),
    });
    if (claimed.length === 0) return counts;
    counts.read += claimed.length;
    const rows = await context.database.db
      .select()
      .from(pages)
      .where(
        inArray(
          pages.id,
          claimed.map((cursor) => cursor.pageId),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const queue = [...claimed];
    const worker = async () => {
      for (let cursor = queue.shift(); cursor; cursor = queue.shift()) {
        const page = byId.get(cursor.pageId);
        if (!page) continue;
        await readOne(context, page, cursor, counts);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
    if (claimed.length < size) return counts;
  }
}

async function readOne(context: AppContext, page: PageRow, cursor: ClaimedCursor, counts: CollectCounts) {
  try {
    const adapter: NetworkAdapter = await context.networks.adapter(page.kind as NetworkKind);
    const outcome = await collectStream(context, adapter, page, cursor);
    counts.stored += outcome.stored;
    if (outcome.failed) counts.failed += 1;
  } catch (error) {
    // A bug or a database hiccup on one stream must not stop the others; it is due again next interval.
    counts.crashed += 1;
    context.logger.error({ err: error, pageId: page.id, stream: cursor.stream }, 'inbox read crashed');
  }
}
