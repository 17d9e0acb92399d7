import type { Post, PostStatusFilter } from '@pagewise/shared/posts/post';
import { and, count, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { posts, postTargets } from './schema.ts';
import { toPublicPosts } from './to-public-post.ts';

export type PostQuery = {
  status: PostStatusFilter;
  pageId?: string | undefined;
  limit: number;
  offset: number;
};

/** The account's posts, newest first (by planned time, else creation), filtered by target status. */
export async function listPosts(
  context: Pick<AppContext, 'database' | 'config'>,
  auth: Auth,
  query: PostQuery,
): Promise<{ posts: Post[]; total: number }> {
  const db = context.database.db;
  const targetFilters: SQL[] = [eq(postTargets.postId, posts.id)];
  if (query.status !== 'all') targetFilters.push(eq(postTargets.status, query.status));
  if (query.pageId) {
    if (!isUuid(query.pageId)) return { posts: [], total: 0 };
    targetFilters.push(eq(postTargets.pageId, query.pageId));
  }
  const where = and(
    eq(posts.accountId, auth.user.accountId),
    query.status === 'all' && !query.pageId
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(postTargets)
            .where(and(...targetFilters)),
        ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(sql`coalesce(${posts.scheduledAt}, ${posts.createdAt})`), desc(posts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(posts).where(where),
  ]);
  return { posts: await toPublicPosts(context, rows), total: total?.value ?? 0 };
}
