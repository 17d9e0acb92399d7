import type { Post } from '@pagewise/shared/posts/post';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { deleteTargetJob } from '../publishing/jobs.ts';
import { findPostToChange, lockPost } from './find-post.ts';
import { recordHistory } from './history.ts';
import { posts, postTargets } from './schema.ts';
import { toPublicPosts } from './to-public-post.ts';

/**
 * Deletes a post. What never went out is removed here; what is published is deleted on its
 * network by a job (`deleting` → `deleted`), and the post stays listed with those statuses.
 * Returns null when nothing of the post is left.
 */
export async function deletePost(context: AppContext, auth: Auth, postId: string): Promise<Post | null> {
  await findPostToChange(context, auth, postId, 'delete');
  const now = context.now();
  const published = await context.database.db.transaction(async (tx) => {
    await lockPost(tx, postId);
    const all = await tx.select().from(postTargets).where(eq(postTargets.postId, postId)).for('update');
    if (all.some((target) => target.status === 'posting')) {
      throw new AppError('post_not_editable', {
        message: 'A publication of this post is going out right now',
      });
    }
    const out = all.filter((target) => ['posted', 'postedfb', 'deleting', 'deleted'].includes(target.status));
    if (out.length === 0) {
      await tx.delete(posts).where(eq(posts.id, postId));
      return [];
    }
    const unsent = all.filter((target) => !out.includes(target));
    if (unsent.length > 0)
      await tx.delete(postTargets).where(
        inArray(
          postTargets.id,
          unsent.map((target) => target.id),
        ),
      );
    const toDelete = out.filter((target) => target.status === 'posted' || target.status === 'postedfb');
    if (toDelete.length > 0) {
      await tx
        .update(postTargets)
        .set({ status: 'deleting', errorKey: null, errorDetail: null, updatedAt: now })
        .where(
          inArray(
            postTargets.id,
            toDelete.map((target) => target.id),
          ),
        );
    }
    await recordHistory(tx, { postId, userId: auth.user.id, action: 'deleted', changes: [], at: now });
    return toDelete;
  });
  const [row] = await context.database.db.select().from(posts).where(eq(posts.id, postId));
  if (!row) return null;
  await context.queue.sendMany(
    deleteTargetJob,
    published.map((target) => ({ payload: { targetId: target.id } })),
  );
  const [post] = await toPublicPosts(context, [row]);
  return post ?? null;
}
