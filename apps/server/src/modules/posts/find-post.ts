import type { Action } from '@pagewise/shared/permissions';
import { and, eq, exists, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorizeOnPages } from '../pages/page-reach.ts';
import { authorize, pageScopeCondition } from '../users/access.ts';
import { posts, postTargets } from './schema.ts';

/**
 * The posts of the caller's account the caller sees: those with a publication on a page they
 * reach; a post on no page yet (an early draft) is seen by its author only.
 */
export function visiblePosts(db: Database, auth: Auth): SQL | undefined {
  const inScope = pageScopeCondition(auth, postTargets.pageId);
  const scoped = inScope
    ? or(
        exists(
          db
            .select({ one: sql`1` })
            .from(postTargets)
            .where(and(eq(postTargets.postId, posts.id), inScope)),
        ),
        and(
          eq(posts.createdBy, auth.user.id),
          notExists(db.select({ one: sql`1` }).from(postTargets).where(eq(postTargets.postId, posts.id))),
        ),
      )
    : undefined;
  return and(eq(posts.accountId, auth.user.accountId), scoped);
}

/** A post the caller sees; any other post (another account's, one off their pages) or a malformed id is not found. */
export async function findPost(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  postId: string,
  db?: Database,
) {
  if (!isUuid(postId)) throw new AppError('not_found', { message: 'Post not found' });
  const reader = db ?? context.database.db;
  const [row] = await reader
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), visiblePosts(reader, auth)))
    .limit(1);
  if (!row) throw new AppError('not_found', { message: 'Post not found' });
  return row;
}

/** A post to read (the post, its history). */
export async function readPost(context: Pick<AppContext, 'database'>, auth: Auth, postId: string) {
  const row = await findPost(context, auth, postId);
  authorize(auth, 'read');
  return row;
}

/**
 * A post to change (edit, schedule, publish, delete): the caller's role must allow `action`, and
 * every page the post goes to must be within their reach (spec §5).
 */
export async function findPostToChange(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  postId: string,
  action: Action,
) {
  const row = await findPost(context, auth, postId);
  const targets = await context.database.db
    .select({ pageId: postTargets.pageId })
    .from(postTargets)
    .where(eq(postTargets.postId, row.id));
  authorizeOnPages(
    auth,
    targets.map((target) => target.pageId),
    action,
  );
  return row;
}

/**
 * Locks a post's row until the transaction ends, first thing in every transaction that changes or
 * deletes it: they then come one after the other, and one whose post was deleted a moment before
 * finds nothing to change.
 */
export async function lockPost(tx: Database, postId: string): Promise<void> {
  const [row] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('update');
  if (!row) throw new AppError('not_found', { message: 'Post not found' });
}
