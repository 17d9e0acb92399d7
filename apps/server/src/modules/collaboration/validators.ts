import type { Validator } from '@pagewise/shared/collaboration';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { recordHistory } from '../posts/history.ts';
import { posts } from '../posts/schema.ts';
import { authorize } from '../users/access.ts';
import { validationRequiredOf } from './account-settings.ts';
import { afterUnassign } from './validation-rules.ts';
import { newValidatorLink } from './validator-link.ts';
import { toPublicValidator, toPublicValidators } from './validator-public.ts';
import { type ValidatorRow, validators } from './validator-schema.ts';

type Context = Pick<AppContext, 'database' | 'secrets' | 'config'>;

/**
 * A validator of the caller's account, for someone who manages users. Another account's validator,
 * or a malformed id, does not exist (404 before any 403).
 */
export async function findAccountValidator(
  db: Database,
  auth: Auth,
  validatorId: string,
): Promise<ValidatorRow> {
  const notFound = () => new AppError('not_found', { message: 'Validator not found' });
  if (!isUuid(validatorId)) throw notFound();
  const [row] = await db
    .select()
    .from(validators)
    .where(and(eq(validators.id, validatorId), eq(validators.accountId, auth.user.accountId)))
    .limit(1);
  if (!row) throw notFound();
  authorize(auth, 'manage_users');
  return row;
}

export async function listValidators(context: Context, auth: Auth): Promise<Validator[]> {
  authorize(auth, 'manage_users');
  const rows = await context.database.db
    .select()
    .from(validators)
    .where(eq(validators.accountId, auth.user.accountId))
    .orderBy(asc(validators.lastname), asc(validators.firstname), asc(validators.createdAt));
  return toPublicValidators(context, rows);
}

export async function getValidator(context: Context, auth: Auth, validatorId: string): Promise<Validator> {
  return toPublicValidator(context, await findAccountValidator(context.database.db, auth, validatorId));
}

/**
 * Removes a validator: their link stops working, and the posts assigned to them are taken back as
 * an unassignment would (validation-rules.ts), so that none waits for someone who is gone.
 */
export async function deleteValidator(
  context: Context & Pick<AppContext, 'now'>,
  auth: Auth,
  validatorId: string,
): Promise<void> {
  const { db } = context.database;
  const row = await findAccountValidator(db, auth, validatorId);
  const required = await validationRequiredOf(db, row.accountId);
  const now = context.now();
  await db.transaction(async (tx) => {
    const assigned = await tx
      .select()
      .from(posts)
      .where(and(eq(posts.accountId, row.accountId), eq(posts.assigneeValidatorId, row.id)))
      .for('update');
    for (const post of assigned) {
      const state = afterUnassign(post.validation, required);
      await tx
        .update(posts)
        .set({ ...state, assigneeValidatorId: null, updatedAt: now })
        .where(eq(posts.id, post.id));
      await recordHistory(tx, {
        postId: post.id,
        userId: auth.user.id,
        action: 'unassigned',
        changes: [
          { field: 'assignee', before: `${row.firstname} ${row.lastname}`.trim(), after: null },
          ...(state.validation === post.validation
            ? []
            : [{ field: 'validation', before: post.validation, after: state.validation }]),
        ],
        at: now,
      });
    }
    await tx.delete(validators).where(eq(validators.id, row.id));
  });
}

/** A new access link for the validator; the previous one stops working at once. */
export async function renewValidatorLink(
  context: Context,
  auth: Auth,
  validatorId: string,
): Promise<Validator> {
  const row = await findAccountValidator(context.database.db, auth, validatorId);
  const [updated] = await context.database.db
    .update(validators)
    .set(newValidatorLink(context).columns)
    .where(eq(validators.id, row.id))
    .returning();
  if (!updated) throw new AppError('not_found', { message: 'Validator not found' });
  return toPublicValidator(context, updated);
}

/** Revokes the validator's link: it answers `planner_link_invalid` until a new one is made. */
export async function revokeValidatorLink(
  context: Context,
  auth: Auth,
  validatorId: string,
): Promise<Validator> {
  const row = await findAccountValidator(context.database.db, auth, validatorId);
  const [updated] = await context.database.db
    .update(validators)
    .set({ tokenHash: null, sealedToken: null })
    .where(eq(validators.id, row.id))
    .returning();
  if (!updated) throw new AppError('not_found', { message: 'Validator not found' });
  return toPublicValidator(context, updated);
}
