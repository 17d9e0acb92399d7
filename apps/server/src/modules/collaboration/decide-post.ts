import type { DecidePostRequest } from '@pagewise/shared/collaboration';
import type { Post } from '@pagewise/shared/posts/post';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertRoomForPosts } from '../plans/assert-post-limits.ts';
import { checkPost } from '../posts/check-post.ts';
import { contentOf } from '../posts/content-of.ts';
import { findPost } from '../posts/find-post.ts';
import { freshTarget } from '../posts/fresh-target.ts';
import { recordHistory } from '../posts/history.ts';
import { type PostRow, posts, postTargets } from '../posts/schema.ts';
import { toPublicPosts } from '../posts/to-public-post.ts';
import { enqueueTargets, type WakeUp } from '../publishing/enqueue-targets.ts';
import { authorize } from '../users/access.ts';
import { users } from '../users/schema.ts';
import { validationRequiredOf } from './account-settings.ts';
import { type Actor, actorName } from './actor.ts';
import { findActorPost } from './find-actor-post.ts';
import { emailValidated } from './validation-emails.ts';
import { afterDecision, afterRemoval, isAssigned } from './validation-rules.ts';

async function answer(context: AppContext, row: PostRow): Promise<Post> {
  const [post] = await toPublicPosts(context, [row]);
  if (!post) throw new AppError('internal_error');
  return post;
}

/**
 * Whose eyes check a draft that a validation schedules: the deciding user's, as in their composer;
 * for an external validator, the account's (an administrator reaches every page), since their
 * own reach was checked when the post was assigned to them. No session is made: the checks only
 * read the account's pages, media and posts.
 */
async function checkerOf(context: AppContext, actor: Actor): Promise<Auth> {
  if (actor.kind === 'user') return actor.auth;
  const [administrator] = await context.database.db
    .select()
    .from(users)
    .where(and(eq(users.accountId, actor.validator.accountId), eq(users.role, 'administrator')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!administrator) throw new AppError('internal_error', { message: 'The account has no administrator' });
  return { user: administrator, pages: { allPages: true }, session: { id: 'validator-link', kind: 'user' } };
}

/**
 * The validator's decision. A user needs `validate` and to see the post; an external validator
 * decides only the posts assigned to them. "Validating a draft schedules it" (spec §4): when
 * every publication is a draft, they are scheduled at the post's planned time after the checks
 * of the composer; if those fail, nothing changes and the composer's error is the answer.
 */
export async function decidePost(
  context: AppContext,
  actor: Actor,
  postId: string,
  decision: DecidePostRequest['decision'],
): Promise<Post> {
  const found = await findActorPost(context, actor, postId);
  if (actor.kind === 'user') authorize(actor.auth, 'validate');
  else if (found.assigneeValidatorId !== actor.validator.id)
    throw new AppError('forbidden', { message: 'This post is not assigned to you' });
  const checker = decision === 'validated' ? await checkerOf(context, actor) : null;
  const now = context.now();
  const { row, wakeUps, changed } = await context.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(posts).where(eq(posts.id, found.id)).for('update');
    if (!before) throw new AppError('not_found');
    const targets = await tx
      .select()
      .from(postTargets)
      .where(eq(postTargets.postId, before.id))
      .for('update');
    const schedules = checker !== null && targets.every((target) => target.status === 'draft');
    if (before.validation === decision && !schedules) return { row: before, wakeUps: [], changed: false };
    let wakeUps: WakeUp[] = [];
    if (schedules && checker) {
      // Checked on the transaction's connection: the embedded database has only one.
      await checkPost({ ...context, database: { ...context.database, db: tx } }, checker, {
        ...contentOf(
          before,
          targets.map((target) => target.pageId),
        ),
        intent: 'schedule',
        scheduledAt: before.scheduledAt?.toISOString() ?? null,
        // The author was asked when they saved it; the validator has no such question to answer.
        confirmAlreadyPosted: true,
        resubmitForValidation: false,
        resendAssignment: false,
      });
      const at = before.scheduledAt;
      if (!at) throw new AppError('internal_error');
      // Scheduling it counts in the plan's posts per day and scheduled posts per month.
      await assertRoomForPosts(tx, before.accountId, {
        publications: targets.map(() => at),
        scheduled: { at, postId: before.id },
      });
      await tx
        .update(postTargets)
        .set(freshTarget('scheduled', at, now))
        .where(
          inArray(
            postTargets.id,
            targets.map((target) => target.id),
          ),
        );
      wakeUps = targets.map((target) => ({ id: target.id, at }));
    }
    const [row] = await tx
      .update(posts)
      .set({ ...afterDecision(decision, actorName(actor), now), updatedAt: now })
      .where(eq(posts.id, before.id))
      .returning();
    if (!row) throw new AppError('not_found');
    const userId = actor.kind === 'user' ? actor.auth.user.id : null;
    await recordHistory(tx, {
      postId: row.id,
      userId,
      action: decision,
      changes: [{ field: 'validation', before: before.validation, after: decision }],
      at: now,
    });
    // A millisecond later: the history lists by time, and the scheduling follows the decision.
    if (wakeUps.length > 0)
      await recordHistory(tx, {
        postId: row.id,
        userId,
        action: 'scheduled',
        changes: [],
        at: new Date(now.getTime() + 1),
      });
    return { row, wakeUps, changed: true };
  });
  await enqueueTargets(context, wakeUps);
  if (changed && decision === 'validated') await emailValidated(context, row, actor);
  return answer(context, row);
}

/**
 * Takes a decision back (users only): the post waits again while it is assigned or the account
 * requires validation, else it needs none.
 */
export async function removeValidation(context: AppContext, auth: Auth, postId: string): Promise<Post> {
  const found = await findPost(context, auth, postId);
  authorize(auth, 'validate');
  const required = await validationRequiredOf(context.database.db, auth.user.accountId);
  const now = context.now();
  const row = await context.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(posts).where(eq(posts.id, found.id)).for('update');
    if (!before) throw new AppError('not_found');
    if (before.validation !== 'validated' && before.validation !== 'unvalidated') return before;
    const state = afterRemoval(isAssigned(before) || required);
    const [row] = await tx
      .update(posts)
      .set({ ...state, updatedAt: now })
      .where(eq(posts.id, before.id))
      .returning();
    if (!row) throw new AppError('not_found');
    await recordHistory(tx, {
      postId: row.id,
      userId: auth.user.id,
      action: 'validation_removed',
      changes: [{ field: 'validation', before: before.validation, after: state.validation }],
      at: now,
    });
    return row;
  });
  return answer(context, row);
}
