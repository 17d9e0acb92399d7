import { minimumScheduleMinutes } from '@pagewise/shared/posts/limits';
import { isWaiting, type Post } from '@pagewise/shared/posts/post';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertRoomForPosts } from '../plans/assert-post-limits.ts';
import { enqueueTargets } from '../publishing/enqueue-targets.ts';
import { authorize } from '../users/access.ts';
import { findPost, findPostToChange, lockPost } from './find-post.ts';
import { freshTarget } from './fresh-target.ts';
import { recordHistory } from './history.ts';
import { posts, postTargets } from './schema.ts';
import { toPublicPosts } from './to-public-post.ts';

function invalid(field: string, key: string, params?: Record<string, string | number>) {
  return new AppError('invalid_data', {
    fields: { [field]: key },
    details: { issues: [{ field, key, ...(params ? { params } : {}) }] },
  });
}

/**
 * Moves a post to another time (spec §4): more than 10 minutes ahead; for a multi-page post,
 * every publication or only one; a story stays after its standard post, or the move is refused.
 * A draft moved in the planner changes only its planned time and stays a draft, which is editing
 * (a writer moves their drafts); moving what is scheduled or failed needs the right to publish.
 */
export async function reschedulePost(
  context: AppContext,
  auth: Auth,
  postId: string,
  request: { scheduledAt: string; applyToAll: boolean; targetId?: string | undefined },
): Promise<Post> {
  const row = await findPostToChange(context, auth, postId, 'edit');
  const now = context.now();
  const at = new Date(request.scheduledAt);
  if (at.getTime() - now.getTime() <= minimumScheduleMinutes * 60_000) {
    throw invalid('scheduledAt', 'post.schedule_too_soon', { minutes: minimumScheduleMinutes });
  }
  if (row.storyOfPostId) {
    const standard = await findPost(context, auth, row.storyOfPostId).catch(() => null);
    if (standard?.scheduledAt && at <= standard.scheduledAt)
      throw invalid('scheduledAt', 'post.story_before_post');
  }
  const moved = await context.database.db.transaction(async (tx) => {
    await lockPost(tx, postId);
    const all = await tx.select().from(postTargets).where(eq(postTargets.postId, postId)).for('update');
    const draft = all.every((target) => target.status === 'draft');
    if (!draft) authorize(auth, 'publish');
    const chosen = all.filter(
      (target) => isWaiting(target.status) && (request.applyToAll || target.id === request.targetId),
    );
    if (chosen.length === 0 && !draft)
      throw new AppError('post_not_editable', { message: 'Nothing left to move' });
    // The plan's posts per day (on the new day) and scheduled posts per month (the new month).
    if (!draft)
      await assertRoomForPosts(tx, auth.user.accountId, {
        publications: chosen.map(() => at),
        rewrites: chosen.map((target) => target.id),
        scheduled: request.applyToAll || all.length === 1 ? { at, postId } : undefined,
      });
    if (!draft)
      await tx
        .update(postTargets)
        .set(freshTarget('scheduled', at, now))
        .where(
          inArray(
            postTargets.id,
            chosen.map((target) => target.id),
          ),
        );
    // Drafts have no due time of their own: the post's planned time is theirs.
    if (draft || request.applyToAll || all.length === 1) {
      await tx
        .update(posts)
        .set({ scheduledAt: at, updatedAt: now })
        .where(and(eq(posts.id, postId)));
    }
    await recordHistory(tx, {
      postId,
      userId: auth.user.id,
      action: 'rescheduled',
      changes: [
        { field: 'scheduling', before: row.scheduledAt?.toISOString() ?? null, after: at.toISOString() },
      ],
      at: now,
    });
    return draft ? [] : chosen;
  });
  await enqueueTargets(
    context,
    moved.map((target) => ({ id: target.id, at })),
  );
  const [fresh] = await context.database.db.select().from(posts).where(eq(posts.id, postId));
  const [post] = await toPublicPosts(context, fresh ? [fresh] : []);
  if (!post) throw new AppError('not_found');
  return post;
}
