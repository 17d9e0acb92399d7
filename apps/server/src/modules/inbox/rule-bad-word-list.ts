import type { BadWord } from '@pagewise/shared/inbox';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError, accountHoldsMax } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { findPage } from '../pages/find-page.ts';
import { assertPlanAllows } from '../plans/assert-plan.ts';
import { authorize, reachesPage } from '../users/access.ts';
import { foldText } from './rule-match.ts';
import { inboxBadWords } from './schema.ts';

/** At most this many banned words per account. */
export const badWordsMax = 500;

const toBadWord = (row: typeof inboxBadWords.$inferSelect): BadWord => ({
  id: row.id,
  word: row.word,
  pageId: row.pageId,
  createdAt: row.createdAt.toISOString(),
});

/** The account's list, and the lists of the pages the caller reaches. */
export async function listBadWords(context: Pick<AppContext, 'database'>, auth: Auth): Promise<BadWord[]> {
  authorize(auth, 'read');
  const rows = await context.database.db
    .select()
    .from(inboxBadWords)
    .where(eq(inboxBadWords.accountId, auth.user.accountId))
    .orderBy(asc(inboxBadWords.word));
  return rows.filter((row) => row.pageId === null || reachesPage(auth, row.pageId)).map(toBadWord);
}

export async function addBadWord(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  input: { word: string; pageId: string | null },
): Promise<BadWord> {
  if (input.pageId) await findPage(context, auth, input.pageId, 'moderate');
  else authorize(auth, 'moderate');
  const db = context.database.db;
  // The bad-words list is the plan's `moderationV2` (a word is always removable).
  await assertPlanAllows(db, auth.user.accountId, 'moderationV2');
  const word = input.word.toLowerCase();
  const existing = await db
    .select()
    .from(inboxBadWords)
    .where(eq(inboxBadWords.accountId, auth.user.accountId));
  const same = existing.find((row) => row.pageId === input.pageId && foldText(row.word) === foldText(word));
  if (same) return toBadWord(same);
  if (existing.length >= badWordsMax)
    throw accountHoldsMax('word', badWordsMax, `An account bans at most ${badWordsMax} words`);
  const [row] = await db
    .insert(inboxBadWords)
    .values({
      accountId: auth.user.accountId,
      pageId: input.pageId,
      word,
      createdBy: auth.user.id,
      createdAt: context.now(),
    })
    .returning();
  if (!row) throw new Error('bad word not written');
  return toBadWord(row);
}

export async function deleteBadWord(context: Pick<AppContext, 'database'>, auth: Auth, id: string) {
  const where = and(eq(inboxBadWords.id, id), eq(inboxBadWords.accountId, auth.user.accountId));
  const [row] = isUuid(id) ? await context.database.db.select().from(inboxBadWords).where(where) : [];
  if (!row || (row.pageId && !reachesPage(auth, row.pageId)))
    throw new AppError('not_found', { message: 'Banned word not found' });
  authorize(auth, 'moderate');
  await context.database.db.delete(inboxBadWords).where(where);
}
