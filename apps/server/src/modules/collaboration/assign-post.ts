import type { AssignPostRequest } from '@pagewise/shared/collaboration';
import type { Post } from '@pagewise/shared/posts/post';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { findPostToChange } from '../posts/find-post.ts';
import { recordHistory } from '../posts/history.ts';
import { type PostRow, posts, postTargets } from '../posts/schema.ts';
import { toPublicPosts } from '../posts/to-public-post.ts';
import { validationRequiredOf } from './account-settings.ts';
import { mayTakePost } from './assignees.ts';
import { emailAssignment } from './validation-emails.ts';
import { validationOf } from './validation-of.ts';
import { afterAssign, afterUnassign } from './validation-rules.ts';

/** One answer for every assignee who cannot take the post, another account's included: nothing leaks. */
const cannotValidate = () =>
  new AppError('invalid_data', {
    message: 'This person cannot validate this post',
    fields: { assignee: 'validation.assignee_cannot_validate' },
  });

type Assignee = NonNullable<AssignPostRequest['assignee']>;

const sameAssignee = (row: PostRow, assignee: Assignee | null) =>
  assignee === null
    ? row.assigneeId === null && row.assigneeValidatorId === null
    : assignee.kind === 'user'
      ? row.assigneeId === assignee.id
      : row.assigneeValidatorId === assignee.id;

/**
 * `PUT /api/posts/:id/assignment`: hands a post to someone for validation, or takes it back. Needs
 * `edit` on the post, so that a writer hands their drafts over. Assigning the same person again
 * keeps the state and only sends the e-mail again (when `notify`).
 */
export async function assignPost(
  context: AppContext,
  auth: Auth,
  postId: string,
  request: AssignPostRequest,
): Promise<Post> {
  const found = await findPostToChange(context, auth, postId, 'edit');
  const db = context.database.db;
  const targets = await db
    .select({ pageId: postTargets.pageId })
    .from(postTargets)
    .where(eq(postTargets.postId, found.id));
  const pageIds = [...new Set(targets.map((target) => target.pageId))];
  if (request.assignee && !(await mayTakePost(db, auth.user.accountId, request.assignee, pageIds)))
    throw cannotValidate();
  const required = await validationRequiredOf(db, auth.user.accountId);
  const now = context.now();
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(posts).where(eq(posts.id, found.id)).for('update');
    if (!before) throw new AppError('not_found');
    if (sameAssignee(before, request.assignee)) return before;
    const state = request.assignee ? afterAssign() : afterUnassign(before.validation, required);
    const [row] = await tx
      .update(posts)
      .set({
        ...state,
        assigneeId: request.assignee?.kind === 'user' ? request.assignee.id : null,
        assigneeValidatorId: request.assignee?.kind === 'validator' ? request.assignee.id : null,
        updatedAt: now,
      })
      .where(eq(posts.id, before.id))
      .returning();
    if (!row) throw new AppError('not_found');
    const names = await validationOf(tx, [before, row]);
    const [was, is] = [names(before), names(row)];
    await recordHistory(tx, {
      postId: row.id,
      userId: auth.user.id,
      action: request.assignee ? 'assigned' : 'unassigned',
      changes: [
        { field: 'assignee', before: was.assignee?.name ?? null, after: is.assignee?.name ?? null },
        ...(was.state === is.state ? [] : [{ field: 'validation', before: was.state, after: is.state }]),
      ],
      at: now,
    });
    return row;
  });
  if (request.assignee && request.notify) await emailAssignment(context, row, { kind: 'user', auth });
  const [post] = await toPublicPosts(context, [row]);
  if (!post) throw new AppError('internal_error');
  return post;
}
