import type { Post, PostStatusFilter } from '@pagewise/shared/posts/post';
import { and, count, eq, exists, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { queryStatement, rowOf } from '../../platform/statements.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize, pageScopeCondition, reachesPage } from '../users/access.ts';
import { visiblePosts } from './find-post.ts';
import { posts, postTargets } from './schema.ts';
import { type RawTarget, targetsOfPost, toPublicPosts } from './to-public-post.ts';

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
  // One prepared statement: the page of posts, the total (a window count over the rows it sorts)
  // and each post's publications with their page, read for the page's posts only. Each post comes
  // as one JSON value: on the embedded database, reading 30 columns one by one cost twice as much.
  const rows = await queryStatement<{
    post: Record<string, unknown>;
    total: number;
    targets: RawTarget[] | null;
  }>(
    context.database,
    sql`with listed as (
        select ${posts}.*, count(*) over ()::int as total from ${posts} where ${where}
        order by coalesce(${posts.scheduledAt}, ${posts.createdAt}) desc, ${posts.id} desc
        limit ${query.limit} offset ${query.offset}
      )
      select to_json(listed) as post, listed.total, (${sql.raw(targetsOfPost('listed.id'))}) as targets
      from listed order by coalesce(listed.scheduled_at, listed.created_at) desc, listed.id desc`,
  );
  // A page past the end has no row to carry the total.
  const total =
    rows[0]?.total ??
    (query.offset === 0
      ? 0
      : ((await db.select({ value: count() }).from(posts).where(where))[0]?.value ?? 0));
  const listed = rows.map((row) => rowOf(posts, row.post));
  const targets = new Map(listed.map((post, index) => [post.id, rows[index]?.targets ?? []]));
  return {
    posts: await toPublicPosts(context, listed, (postId) => targets.get(postId) ?? []),
    total,
  };
}
