import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { findPost } from '../posts/find-post.ts';
import { type PostRow, posts, postTargets } from '../posts/schema.ts';
import type { Actor } from './actor.ts';

const notFound = () => new AppError('not_found', { message: 'Post not found' });

/**
 * A post the actor sees: for a user, as everywhere (their account, their pages); for an external
 * validator, a post of the validator's account with a publication on one of the pages shared with
 * them. Anything else, a malformed id included, is not found.
 */
export async function findActorPost(
  context: Pick<AppContext, 'database'>,
  actor: Actor,
  postId: string,
): Promise<PostRow> {
  if (actor.kind === 'user') return findPost(context, actor.auth, postId);
  if (!isUuid(postId) || actor.pageIds.length === 0) throw notFound();
  const db = context.database.db;
  const [row] = await db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.id, postId),
        eq(posts.accountId, actor.validator.accountId),
        exists(
          db
            .select({ one: sql`1` })
            .from(postTargets)
            .where(and(eq(postTargets.postId, posts.id), inArray(postTargets.pageId, actor.pageIds))),
        ),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}
