import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { findMediaFacts, type StoredMedia } from '../media/find-media.ts';
import { type PageRow, pages } from '../pages/schema.ts';
import { type PostRow, posts } from '../posts/schema.ts';

export type PublishingInput = {
  posts: Map<string, PostRow>;
  pages: Map<string, PageRow>;
  media: Map<string, StoredMedia>;
};

/** What the claimed targets need to be sent: their posts, pages and media, in three queries. */
export async function loadPublishingInput(
  context: Pick<AppContext, 'database' | 'config' | 'storage'>,
  postIds: string[],
  pageIds: string[],
): Promise<PublishingInput> {
  const db = context.database.db;
  const wantedPosts = [...new Set(postIds)];
  const wantedPages = [...new Set(pageIds)];
  const [postRows, pageRows] = await Promise.all([
    db.select().from(posts).where(inArray(posts.id, wantedPosts)),
    db.select().from(pages).where(inArray(pages.id, wantedPages)),
  ]);
  return {
    posts: new Map(postRows.map((row) => [row.id, row])),
    pages: new Map(pageRows.map((row) => [row.id, row])),
    media: await loadMedia(context, postRows),
  };
}

/** The media of these posts, one query per account that has any (none for text posts). */
export async function loadMedia(
  context: Pick<AppContext, 'database' | 'config' | 'storage'>,
  postRows: Iterable<PostRow>,
): Promise<Map<string, StoredMedia>> {
  const media = new Map<string, StoredMedia>();
  const byAccount = new Map<string, Set<string>>();
  for (const post of postRows) {
    const ids = byAccount.get(post.accountId) ?? new Set<string>();
    for (const id of [...post.mediaIds, post.thumbnailMediaId, post.documentMediaId]) if (id) ids.add(id);
    byAccount.set(post.accountId, ids);
  }
  for (const [accountId, ids] of byAccount) {
    if (ids.size === 0) continue;
    for (const item of await findMediaFacts(context, accountId, [...ids])) media.set(item.id, item);
  }
  return media;
}
