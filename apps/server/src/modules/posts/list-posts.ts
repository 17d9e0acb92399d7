import type { Post, PostStatusFilter } from '@pagewise/shared/posts/post';
import { and, count, desc, eq, exists, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize, pageScopeCondition, reachesPage } from '../users/access.ts';
import { visiblePosts } from './find-post.ts';
import { posts, postTargets } from './schema.ts';
import { toPublicPosts } from './to-public-post.ts';

export type PostQuery = {
  status: PostStatusFilter;
  pageId?: string | undefined;
  limit: number;
  offset: number;
};

/** The posts the caller sees, newest first (by planned time, else creation), filtered by target status. */
export async function listPosts(
  context: Pick<AppContext, 'database' | 'config'>,
  auth: Auth,
  query: PostQuery,
): Promise<{ posts: Post[]; total: number }> {
  authorize(auth, 'read');
  const db = context.database.db;
  // A status asked of a limited user is the status of a publication on one of their pages.
  const targetFilters = [eq(postTargets.postId, posts.id), pageScopeCondition(auth, postTargets.pageId)];
  if (query.status !== 'all') targetFilters.push(eq(postTargets.status, query.status));
  if (query.pageId) {
    if (!isUuid(query.pageId) || !reachesPage(auth, query.pageId)) return { posts: [], total: 0 };
    targetFilters.push(eq(postTargets.pageId, query.pageId));
  }
  const where = and(
    visiblePosts(db, auth),
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
