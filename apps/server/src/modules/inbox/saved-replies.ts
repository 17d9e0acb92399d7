import type { SavedReply } from '@pagewise/shared/inbox';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError, accountHoldsMax } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertPlanAllows } from '../plans/assert-plan.ts';
import { authorize } from '../users/access.ts';
import { savedReplies } from './schema.ts';

/** At most this many saved replies per account. */
export const savedRepliesMax = 200;

const toSavedReply = (row: typeof savedReplies.$inferSelect): SavedReply => ({
  id: row.id,
  title: row.title,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

export async function listSavedReplies(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
): Promise<SavedReply[]> {
  authorize(auth, 'read');
  const rows = await context.database.db
    .select()
    .from(savedReplies)
    .where(eq(savedReplies.accountId, auth.user.accountId))
    .orderBy(asc(savedReplies.title));
  return rows.map(toSavedReply);
}

export async function addSavedReply(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  input: { title: string; text: string },
): Promise<SavedReply> {
  authorize(auth, 'reply');
  // Saved replies serve replying: the plan's `moderation`.
  await assertPlanAllows(context.database.db, auth.user.accountId, 'moderation');
  const existing = await listSavedReplies(context, auth);
  if (existing.length >= savedRepliesMax)
    throw accountHoldsMax(
      'title',
      savedRepliesMax,
      `An account keeps at most ${savedRepliesMax} saved replies`,
    );
  const [row] = await context.database.db
    .insert(savedReplies)
    .values({ accountId: auth.user.accountId, ...input, createdBy: auth.user.id, createdAt: context.now() })
    .returning();
  if (!row) throw new Error('saved reply not written');
  return toSavedReply(row);
}

export async function deleteSavedReply(context: Pick<AppContext, 'database'>, auth: Auth, id: string) {
  const where = and(eq(savedReplies.id, id), eq(savedReplies.accountId, auth.user.accountId));
  const [row] = isUuid(id)
    ? await context.database.db.select({ id: savedReplies.id }).from(savedReplies).where(where)
    : [];
  if (!row) throw new AppError('not_found', { message: 'Saved reply not found' });
  authorize(auth, 'reply');
  await context.database.db.delete(savedReplies).where(where);
}
