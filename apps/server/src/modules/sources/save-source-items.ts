import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { queryRows } from '../publishing/rows.ts';
import { itemKeyHash } from './item-key.ts';
import type { FeedItem } from './parse-feed-items.ts';

/**
 * Keeps the items of a source not seen before: an item already read (same guid or canonical link)
 * collides on (source_id, key_hash) and is left as it was. Returns how many were new. One fixed
 * statement with one array per column, whatever the number of items (built by the query builder
 * row by row, a feed's insert cost more than reading the feed).
 */
export async function saveSourceItems(db: Database, sourceId: string, items: FeedItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = new Map<string, FeedItem>();
  for (const item of items) rows.set(itemKeyHash(item), item);
  const kept = [...rows.values()];
  const column = <T>(pick: (item: FeedItem) => T) => sql.param(kept.map(pick));
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`
    insert into source_items (source_id, key_hash, guid, link, title, summary, image_url, video_url, published_at)
    select ${sourceId}::uuid, item.*
    from unnest(${sql.param([...rows.keys()])}::text[], ${column((item) => item.guid)}::text[],
      ${column((item) => item.link)}::text[], ${column((item) => item.title)}::text[],
      ${column((item) => item.summary)}::text[], ${column((item) => item.imageUrl)}::text[],
      ${column((item) => item.videoUrl)}::text[],
      ${column((item) => item.publishedAt?.toISOString() ?? null)}::timestamptz[]) as item
    on conflict do nothing
    returning id`,
  );
  return inserted.length;
}
