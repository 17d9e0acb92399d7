import type { Database } from '../../platform/database.ts';
import { itemKeyHash } from './item-key.ts';
import type { FeedItem } from './parse-feed-items.ts';
import { sourceItems } from './schema.ts';

/**
 * Keeps the items of a source not seen before: an item already read (same guid or canonical link)
 * collides on (source_id, key_hash) and is left as it was. Returns how many were new.
 */
export async function saveSourceItems(db: Database, sourceId: string, items: FeedItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = new Map(
    items.map((item) => [
      itemKeyHash(item),
      {
        sourceId,
        keyHash: itemKeyHash(item),
        guid: item.guid,
        link: item.link,
        title: item.title,
        summary: item.summary,
        imageUrl: item.imageUrl,
        videoUrl: item.videoUrl,
        publishedAt: item.publishedAt,
      },
    ]),
  );
  const inserted = await db
    .insert(sourceItems)
    .values([...rows.values()])
    .onConflictDoNothing()
    .returning({ id: sourceItems.id });
  return inserted.length;
}
