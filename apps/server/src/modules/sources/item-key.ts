import { createHash } from 'node:crypto';

/** What makes an item the same item on every read: its guid, or else its canonical link. */
export function itemKeyHash(item: { guid: string | null; link: string }): string {
  const key = item.guid ? `guid:${item.guid}` : `link:${item.link}`;
  return createHash('sha256').update(key).digest('hex');
}
