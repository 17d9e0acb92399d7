import { isWaiting, type Post } from '@pagewise/shared/posts/post';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { validationRequiredOf } from '../collaboration/account-settings.ts';
import { mayPublishNow } from '../collaboration/validation-rules.ts';
import { assertRoomForPosts } from '../plans/assert-post-limits.ts';
import { enqueueTargets } from '../publishing/enqueue-targets.ts';
import { checkPost } from './check-post.ts';
import { contentOf } from './content-of.ts';
import { findPostToChange, lockPost } from './find-post.ts';
import { freshTarget } from './fresh-target.ts';
import { recordHistory } from './history.ts';
import { posts, postTargets } from './schema.ts';
import { toPublicPosts } from './to-public-post.ts';

/**
 * "Publish now" from the list or the failure e-mail: every target not yet out goes to the queue
 * at once. A failed target whose outcome was uncertain goes too: the user was asked to check.
 * A post that needs validation goes only once validated (spec §4).
 */
export async function publishNow(context: AppContext, auth: Auth, postId: string): Promise<Post> {
  const row = await findPostToChange(context, auth, postId, 'publish');
  if (!mayPublishNow(row, await validationRequiredOf(context.database.db, auth.user.accountId))) {
    throw new AppError('post_not_validated', { message: 'This post must be validated before it goes out' });
  }
  const now = context.now();
  const targets = await context.database.db.transaction(async (tx) => {
    await lockPost(tx, postId);
    const all = await tx
      .select()
      .from(postTargets)
      .where(inArray(postTargets.postId, [postId]))
      .for('update');
    const open = all.filter((target) => isWaiting(target.status));
    if (open.length === 0) throw new AppError('post_not_editable', { message: 'Nothing left to publish' });
    // Checked inside the transaction, on its connection: the embedded database has only one, so a
    // query beside the open transaction would wait for it forever.
    await checkPost({ ...context, database: { ...context.database, db: tx } }, auth, {
      ...contentOf(
        row,
        open.map((target) => target.pageId),
      ),
      intent: 'now',
      scheduledAt: null,
      confirmAlreadyPosted: true,
      resubmitForValidation: false,
      resendAssignment: false,
    });
    // The plan's posts per day: these publications go out today, wherever they were planned.
    await assertRoomForPosts(tx, auth.user.accountId, {
      publications: open.map(() => now),
      rewrites: open.map((target) => target.id),
    });
    await tx
      .update(postTargets)
      .set(freshTarget('inqueue', now, now))
      .where(
        inArray(
          postTargets.id,
          open.map((target) => target.id),
        ),
      );
    await tx
      .update(posts)
      .set({ updatedAt: now })
      .where(inArray(posts.id, [postId]));
    await recordHistory(tx, { postId, userId: auth.user.id, action: 'published', changes: [], at: now });
    return open;
  });
  await enqueueTargets(
    context,
    targets.map((target) => ({ id: target.id, at: now })),
  );
  const [post] = await toPublicPosts(context, [{ ...row, updatedAt: now }]);
  if (!post) throw new AppError('internal_error');
  return post;
}
