import type { AssignPostRequest } from '@pagewise/shared/collaboration';
import { can, mayBeLimitedToPages } from '@pagewise/shared/permissions';
import type { Post } from '@pagewise/shared/posts/post';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { findPostToChange } from '../posts/find-post.ts';
import { recordHistory } from '../posts/history.ts';
import { type PostRow, posts, postTargets } from '../posts/schema.ts';
import { toPublicPosts } from '../posts/to-public-post.ts';
import { loadPageScope } from '../users/access.ts';
import { users } from '../users/schema.ts';
import { validationRequiredOf } from './account-settings.ts';
import { emailAssignment } from './validation-emails.ts';
import { validationOf } from './validation-of.ts';
import { afterAssign, afterUnassign } from './validation-rules.ts';
import { validatorPages, validators } from './validator-schema.ts';

/** One answer for every assignee who cannot take the post, another account's included: nothing leaks. */
const cannotValidate = () =>
  new AppError('invalid_data', {
    message: 'This person cannot validate this post',
    fields: { assignee: 'validation.assignee_cannot_validate' },
  });

type Assignee = NonNullable<AssignPostRequest['assignee']>;

/**
 * The assignee must be able to validate every publication of the post: a team member whose role
 * may validate and who reaches each of its pages, or an external validator of the account whose
 * link is live and whose shared pages hold each of them (and at least one, or the post would not
 * show in their planner).
 */
async function checkAssignee(db: Database, accountId: string, assignee: Assignee, pageIds: string[]) {
  if (!isUuid(assignee.id)) throw cannotValidate();
  if (assignee.kind === 'user') {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, assignee.id), eq(users.accountId, accountId)))
      .limit(1);
    if (!user || !can(user.role, 'validate')) throw cannotValidate();
    if (!mayBeLimitedToPages(user.role) || user.allPages) return;
    const scope = await loadPageScope(db, user);
    if (!scope.allPages && pageIds.some((pageId) => !scope.pageIds.has(pageId))) throw cannotValidate();
    return;
  }
  const [validator] = await db
    .select({ id: validators.id })
    .from(validators)
    .where(
      and(
        eq(validators.id, assignee.id),
        eq(validators.accountId, accountId),
        isNotNull(validators.sealedToken),
      ),
    )
    .limit(1);
  if (!validator || pageIds.length === 0) throw cannotValidate();
  const shared = await db
    .select({ pageId: validatorPages.pageId })
    .from(validatorPages)
    .where(eq(validatorPages.validatorId, validator.id));
  const sharedIds = new Set(shared.map((row) => row.pageId));
  if (pageIds.some((pageId) => !sharedIds.has(pageId))) throw cannotValidate();
}

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
  if (request.assignee) await checkAssignee(db, auth.user.accountId, request.assignee, pageIds);
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
