import type { AccountSettings } from '@pagewise/shared/collaboration';
import { and, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { accounts } from '../accounts/schema.ts';
import type { Auth } from '../auth/sessions.ts';
import { posts, postTargets } from '../posts/schema.ts';
import { authorize } from '../users/access.ts';

/** Whether the account makes validation mandatory for every post that goes out. */
export async function validationRequiredOf(db: Database, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ validationRequired: accounts.validationRequired })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.validationRequired ?? false;
}

export async function getAccountSettings(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
): Promise<AccountSettings> {
  authorize(auth, 'read');
  const [row] = await context.database.db
    .select({ validationRequired: accounts.validationRequired, timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, auth.user.accountId))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * Changes the workflow settings (administrators). Turning mandatory validation on puts the posts
 * already on their way (scheduled or queued) and never validated in the queue of posts to
 * validate, so that the engine, which reads only the post's state, holds them too; turning it off
 * releases the posts that waited only because of it (unassigned ones).
 */
export async function updateAccountSettings(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  request: Partial<AccountSettings>,
): Promise<AccountSettings> {
  authorize(auth, 'manage_users');
  const accountId = auth.user.accountId;
  const db = context.database.db;
  if (request.timeZone !== undefined) {
    await db.update(accounts).set({ timeZone: request.timeZone }).where(eq(accounts.id, accountId));
  }
  if (request.validationRequired === undefined) return getAccountSettings(context, auth);
  const required = request.validationRequired;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ validationRequired: accounts.validationRequired })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    if (!before) throw new AppError('not_found');
    if (before.validationRequired === required) return;
    await tx.update(accounts).set({ validationRequired: required }).where(eq(accounts.id, accountId));
    if (required) {
      await tx
        .update(posts)
        .set({ validation: 'awaiting' })
        .where(
          and(
            eq(posts.accountId, accountId),
            eq(posts.validation, 'none'),
            exists(
              tx
                .select({ one: sql`1` })
                .from(postTargets)
                .where(
                  and(
                    eq(postTargets.postId, posts.id),
                    inArray(postTargets.status, ['scheduled', 'inqueue']),
                  ),
                ),
            ),
          ),
        );
    } else {
      await tx
        .update(posts)
        .set({ validation: 'none' })
        .where(
          and(
            eq(posts.accountId, accountId),
            eq(posts.validation, 'awaiting'),
            isNull(posts.assigneeId),
            isNull(posts.assigneeValidatorId),
          ),
        );
    }
  });
  return getAccountSettings(context, auth);
}
