import { createHash } from 'node:crypto';
import type { TestApp } from '../../test/test-app.ts';
import { sourceItems, sources } from '../sources/schema.ts';

/**
 * A custom source of an account, written straight to the database: the bot tests read what the
 * poller would have stored, without fetching anything.
 */
export async function addCustomSource(test: TestApp, accountId: string, name = 'Local feed') {
  const url = `http://feeds.test/${encodeURIComponent(name)}-${Date.now()}.xml`;
  const [row] = await test.app.context.database.db
    .insert(sources)
    .values({ accountId, name, type: 'rss', url, feedUrl: url })
    .returning();
  if (!row) throw new Error('source not inserted');
  return row.id;
}

export type TestItem = {
  title: string;
  summary?: string;
  link?: string;
  imageUrl?: string;
  minutesAgo?: number;
};

/** Items as the poller stores them, oldest first in the order given (the first is the oldest). */
export async function addItems(test: TestApp, sourceId: string, items: TestItem[]) {
  const now = Date.now();
  const rows = await test.app.context.database.db
    .insert(sourceItems)
    .values(
      items.map((item, index) => {
        const link = item.link ?? `https://news.example/${encodeURIComponent(item.title)}-${now}-${index}`;
        return {
          sourceId,
          keyHash: createHash('sha256').update(link).digest('hex'),
          link,
          title: item.title,
          summary: item.summary ?? '',
          imageUrl: item.imageUrl ?? null,
          publishedAt: new Date(now - (item.minutesAgo ?? items.length - index) * 60_000),
          fetchedAt: new Date(now - 60_000),
        };
      }),
    )
    .returning();
  return rows;
}
