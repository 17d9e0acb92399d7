import { issue } from '@pagewise/shared/posts/issues';
import type { Post, SavePostRequest, TargetStatus } from '@pagewise/shared/posts/post';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { validationRequiredOf } from '../collaboration/account-settings.ts';
import { emailAssignment } from '../collaboration/validation-emails.ts';
import { afterSave, isAssigned, mayPublishNow } from '../collaboration/validation-rules.ts';
import { keepPages } from '../pages/page-locks.ts';
import { assertRoomForPosts } from '../plans/assert-post-limits.ts';
import { enqueueTargets, type WakeUp } from '../publishing/enqueue-targets.ts';
import { authorize } from '../users/access.ts';
import { pagesWithLink } from './already-posted.ts';
import { checkPost } from './check-post.ts';

type CheckedTexts = Awaited<ReturnType<typeof checkPost>>['texts'];

import { contentOf } from './content-of.ts';
import { findPost, findPostToChange, lockPost } from './find-post.ts';
import { freshTarget } from './fresh-target.ts';
import { diffPost, recordHistory, type Versioned } from './history.ts';
import { type PostRow, posts, postTargets } from './schema.ts';
import { toPublicPosts } from './to-public-post.ts';

/** Target statuses a user may still change: nothing was sent, or the sending failed. */
const changeableStatuses: readonly TargetStatus[] = ['draft', 'scheduled', 'inqueue', 'error'];

function plan(request: SavePostRequest, now: Date) {
  if (request.intent === 'draft')
    return { status: 'draft' as const, dueAt: null, scheduledAt: request.scheduledAt };
  if (request.intent === 'now') return { status: 'inqueue' as const, dueAt: now, scheduledAt: null };
  const at = new Date(request.scheduledAt ?? now);
  return { status: 'scheduled' as const, dueAt: at, scheduledAt: at.toISOString() };
}

function columns(request: SavePostRequest, scheduledAt: string | null, texts: CheckedTexts) {
  const {
    intent: _intent,
    confirmAlreadyPosted: _confirm,
    pageIds: _pages,
    scheduledAt: _at,
    resubmitForValidation: _resubmit,
    resendAssignment: _resend,
    ...content
  } = request;
  return { ...content, ...texts, scheduledAt: scheduledAt ? new Date(scheduledAt) : null };
}

/** Saving a draft is writing; scheduling or publishing needs the right to publish (a writer saves drafts only). */
function authorizeIntent(auth: Auth, request: SavePostRequest) {
  if (request.intent !== 'draft') authorize(auth, 'publish');
}

/** Spec §4: a post that needs validation goes out only once validated; publishing now waits too. */
function refuseUnvalidated(
  request: SavePostRequest,
  post: Parameters<typeof mayPublishNow>[0],
  validationRequired: boolean,
) {
  if (request.intent === 'now' && !mayPublishNow(post, validationRequired)) {
    throw new AppError('post_not_validated', { message: 'This post must be validated before it goes out' });
  }
}

async function refuseAlreadyPosted(
  context: AppContext,
  auth: Auth,
  request: SavePostRequest,
  pageIds: string[],
  postId?: string,
) {
  if (request.intent === 'draft' || request.confirmAlreadyPosted) return;
  const already = await pagesWithLink(context.database.db, {
    accountId: auth.user.accountId,
    pageIds,
    link: request.link,
    ...(postId ? { exceptPostId: postId } : {}),
  });
  if (already.length > 0) {
    throw new AppError('post_already_posted', {
      message: 'This article was already posted',
      details: { pageIds: already },
    });
  }
}

/**
 * Keeps the pages a post was checked against from deletion until its targets are written; one
 * deleted since the check is unknown, as if it had been deleted before.
 */
async function keepCheckedPages(tx: Database, pageIds: string[]) {
  const kept = await keepPages(tx, pageIds);
  const gone = pageIds.filter((id) => !kept.includes(id));
  if (gone.length > 0) {
    throw new AppError('invalid_data', {
      fields: { pageIds: 'post.page_unknown' },
      details: { issues: gone.map((id) => issue('pageIds', 'post.page_unknown', { id })) },
    });
  }
}

/** Writes a new post and its targets, then queues the wake-ups of those that are due to go out. */
export async function createPost(context: AppContext, auth: Auth, request: SavePostRequest): Promise<Post> {
  authorize(auth, 'create');
  authorizeIntent(auth, request);
  const { pageIds, warnings, texts } = await checkPost(context, auth, request);
  await refuseAlreadyPosted(context, auth, request, pageIds);
  const required = await validationRequiredOf(context.database.db, auth.user.accountId);
  const { validation } = afterSave('none', {
    intent: request.intent,
    validationRequired: required,
    resubmit: false,
  });
  refuseUnvalidated(request, { assigneeId: null, assigneeValidatorId: null, validation }, required);
  const now = context.now();
  const { status, dueAt, scheduledAt } = plan(request, now);
  const { row, wakeUps } = await context.database.db.transaction(async (tx) => {
    await keepCheckedPages(tx, pageIds);
    // The plan's posts per day and scheduled posts per month, counted under its lock.
    if (dueAt)
      await assertRoomForPosts(tx, auth.user.accountId, {
        publications: pageIds.map(() => dueAt),
        scheduled: status === 'scheduled' ? { at: dueAt } : undefined,
      });
    const [row] = await tx
      .insert(posts)
      .values({
        ...columns(request, scheduledAt, texts),
        validation,
        accountId: auth.user.accountId,
        createdBy: auth.user.id,
        origin: request.intent === 'schedule' ? 'scheduled' : 'manual',
        warnings,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new AppError('internal_error');
    // A draft may have no page yet: it has no publication until one is chosen.
    const targets =
      pageIds.length === 0
        ? []
        : await tx
            .insert(postTargets)
            .values(
              pageIds.map((pageId) => ({
                postId: row.id,
                accountId: row.accountId,
                pageId,
                status,
                dueAt,
                createdAt: now,
                updatedAt: now,
              })),
            )
            .returning();
    await recordHistory(tx, {
      postId: row.id,
      userId: auth.user.id,
      action: request.intent === 'draft' ? 'created' : request.intent === 'now' ? 'published' : 'scheduled',
      changes: diffPost(null, versionOf(row, pageIds)),
      at: now,
    });
    const wakeUps: WakeUp[] = dueAt ? targets.map((target) => ({ id: target.id, at: dueAt })) : [];
    return { row, wakeUps };
  });
  await enqueueTargets(context, wakeUps);
  const [post] = await toPublicPosts(context, [row]);
  if (!post) throw new AppError('internal_error');
  return post;
}

export function versionOf(row: PostRow, pageIds: string[]): Versioned {
  return { ...contentOf(row, pageIds), scheduledAt: row.scheduledAt?.toISOString() ?? null };
}

/**
 * Changes a post that has not gone out (spec §4 "update the scheduled post"). Published targets
 * stay as they are; the others follow the new content, pages and time. A target being posted
 * right now cannot change: the user is told, nothing is half-applied.
 */
export async function updatePost(
  context: AppContext,
  auth: Auth,
  postId: string,
  request: SavePostRequest,
): Promise<Post> {
  await findPostToChange(context, auth, postId, 'edit');
  authorizeIntent(auth, request);
  const { pageIds, warnings, texts } = await checkPost(context, auth, request);
  await refuseAlreadyPosted(context, auth, request, pageIds, postId);
  const now = context.now();
  const { status, dueAt, scheduledAt } = plan(request, now);
  const { row, wakeUps, resubmitted } = await context.database.db.transaction(async (tx) => {
    await lockPost(tx, postId);
    await keepCheckedPages(tx, pageIds);
    const before = await findPost(context, auth, postId, tx);
    const required = await validationRequiredOf(tx, auth.user.accountId);
    const state = afterSave(before.validation, {
      intent: request.intent,
      validationRequired: required,
      resubmit: request.resubmitForValidation,
    });
    refuseUnvalidated(request, { ...before, validation: state.validation }, required);
    // A decided post sent back to its validator (spec §4 "resubmit for validation").
    const resubmitted =
      state.validation === 'awaiting' &&
      (before.validation === 'validated' || before.validation === 'unvalidated');
    const existing = await tx.select().from(postTargets).where(eq(postTargets.postId, postId)).for('update');
    if (existing.some((target) => target.status === 'posting' || target.status === 'deleting')) {
      throw new AppError('post_not_editable', {
        message: 'A publication of this post is going out right now',
      });
    }
    const open = existing.filter((target) => changeableStatuses.includes(target.status));
    const done = existing.filter((target) => !open.includes(target));
    if (dueAt) {
      // The plan's posts per day and scheduled posts per month: this post's publications rewritten
      // here count once, at their new time.
      const rewritten = open.filter((target) => pageIds.includes(target.pageId));
      const fresh = pageIds.filter((pageId) => !existing.some((target) => target.pageId === pageId));
      await assertRoomForPosts(tx, auth.user.accountId, {
        publications: [...rewritten.map((target) => target.pageId), ...fresh].map(() => dueAt),
        rewrites: rewritten.map((target) => target.id),
        scheduled: status === 'scheduled' ? { at: dueAt, postId } : undefined,
      });
    }
    const dropped = open.filter((target) => !pageIds.includes(target.pageId));
    if (dropped.length > 0)
      await tx.delete(postTargets).where(
        inArray(
          postTargets.id,
          dropped.map((target) => target.id),
        ),
      );
    const kept = open.filter((target) => pageIds.includes(target.pageId));
    const fresh = freshTarget(status, dueAt, now);
    if (kept.length > 0)
      await tx
        .update(postTargets)
        .set(fresh)
        .where(
          inArray(
            postTargets.id,
            kept.map((target) => target.id),
          ),
        );
    const added = pageIds.filter((pageId) => !existing.some((target) => target.pageId === pageId));
    const created =
      added.length === 0
        ? []
        : await tx
            .insert(postTargets)
            .values(
              added.map((pageId) => ({
                postId,
                accountId: auth.user.accountId,
                pageId,
                ...fresh,
                createdAt: now,
              })),
            )
            .returning();
    const [row] = await tx
      .update(posts)
      .set({ ...columns(request, scheduledAt, texts), ...state, warnings, updatedAt: now })
      .where(and(eq(posts.id, postId), eq(posts.accountId, auth.user.accountId)))
      .returning();
    if (!row) throw new AppError('not_found');
    const beforePages = existing.map((target) => target.pageId);
    await recordHistory(tx, {
      postId,
      userId: auth.user.id,
      action: 'updated',
      changes: diffPost(
        versionOf(before, beforePages),
        versionOf(row, [...new Set([...done.map((target) => target.pageId), ...pageIds])]),
      ).concat(
        before.validation === row.validation || resubmitted
          ? []
          : [{ field: 'validation', before: before.validation, after: row.validation }],
      ),
      at: now,
    });
    if (resubmitted) {
      await recordHistory(tx, {
        postId,
        userId: auth.user.id,
        action: 'resubmitted',
        changes: [{ field: 'validation', before: before.validation, after: row.validation }],
        // After the update it comes from: the history lists by time.
        at: new Date(now.getTime() + 1),
      });
    }
    const wakeUps: WakeUp[] = dueAt
      ? [...kept, ...created].map((target) => ({ id: target.id, at: dueAt }))
      : [];
    return { row, wakeUps, resubmitted };
  });
  await enqueueTargets(context, wakeUps);
  // Spec §4: a resubmitted post goes back to its validator; an edited one may tell them again.
  if (isAssigned(row) && (resubmitted || request.resendAssignment))
    await emailAssignment(context, row, { kind: 'user', auth });
  const [post] = await toPublicPosts(context, [row]);
  if (!post) throw new AppError('internal_error');
  return post;
}
