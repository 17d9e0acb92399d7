import { supports } from '@pagewise/networks/adapter';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { pages } from '../pages/schema.ts';
import { findAccountPlan } from '../plans/account-plan.ts';
import { doneAtOnce } from './action-local.ts';
import { requestActions } from './action-request.ts';
import { findBadWord } from './rule-match.ts';
import { type InboxItemRow, inboxActions, inboxBadWords, inboxItems } from './schema.ts';

/** The items the rule looks at: new ones, just collected. */
export type CollectedItem = Pick<InboxItemRow, 'id' | 'accountId' | 'pageId' | 'text' | 'type' | 'status'> &
  Partial<InboxItemRow>;

/** Kinds of items a network hides (comments and mentions under the page's posts). */
const hideable = new Set<InboxItemRow['type']>(['comment', 'mention']);

/**
 * The bad-words rule, run on items as they are collected: an item whose text holds a banned word
 * (the account's list, and the page's own) is hidden where its network can hide it (an action of
 * origin `rule`, with the word: the rule's log, which a user can undo), flagged elsewhere (logged
 * the same way, as a `flag` done at once). Returns what it did.
 */
export async function applyBadWords(
  context: AppContext,
  accountId: string,
  items: CollectedItem[],
): Promise<{ hidden: number; flagged: number }> {
  const mine = items.filter((item) => item.accountId === accountId && item.status === 'waiting');
  if (mine.length === 0) return { hidden: 0, flagged: 0 };
  const db = context.database.db;
  // The rule is the plan's `moderationV2`: on a plan without it, the list is kept and rests.
  if (!(await findAccountPlan(db, accountId)).inForce.features.moderationV2) return { hidden: 0, flagged: 0 };
  const pageIds = [...new Set(mine.map((item) => item.pageId))];
  const words = await db
    .select({ word: inboxBadWords.word, pageId: inboxBadWords.pageId })
    .from(inboxBadWords)
    .where(
      and(
        eq(inboxBadWords.accountId, accountId),
        or(isNull(inboxBadWords.pageId), inArray(inboxBadWords.pageId, pageIds)),
      ),
    );
  if (words.length === 0) return { hidden: 0, flagged: 0 };
  const pageRows = await db
    .select({ id: pages.id, kind: pages.kind })
    .from(pages)
    .where(and(eq(pages.accountId, accountId), inArray(pages.id, pageIds)));
  const canHide = new Map<string, boolean>();
  for (const page of pageRows) {
    const adapter = await context.networks.adapter(page.kind as NetworkKind);
    canHide.set(page.id, supports(adapter, 'moderate'));
  }
  const toHide = new Map<string, { ids: string[] }>();
  const toFlag: { item: CollectedItem; word: string }[] = [];
  for (const item of mine) {
    const listed = words.filter((entry) => entry.pageId === null || entry.pageId === item.pageId);
    const word = findBadWord(
      item.text,
      listed.map((entry) => entry.word),
    );
    if (!word) continue;
    if (canHide.get(item.pageId) && hideable.has(item.type)) {
      const group = toHide.get(word) ?? { ids: [] };
      group.ids.push(item.id);
      toHide.set(word, group);
    } else toFlag.push({ item, word });
  }
  let hidden = 0;
  for (const [word, { ids }] of toHide) {
    const rows = await db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.accountId, accountId), inArray(inboxItems.id, ids)));
    hidden += (
      await requestActions(context, rows, {
        kind: 'hide',
        origin: 'rule',
        matchedWord: word,
        requestedBy: null,
      })
    ).length;
  }
  if (toFlag.length > 0) await flagWithLog(context, accountId, toFlag);
  return { hidden, flagged: toFlag.length };
}

/** Flags items and writes, in the same transaction, the rule's log of each: a `flag` done now. */
async function flagWithLog(
  context: AppContext,
  accountId: string,
  flagged: { item: CollectedItem; word: string }[],
) {
  const now = context.now();
  await context.database.db.transaction(async (tx) => {
    await tx
      .update(inboxItems)
      .set({ status: 'flag' })
      .where(
        and(
          eq(inboxItems.accountId, accountId),
          inArray(
            inboxItems.id,
            flagged.map(({ item }) => item.id),
          ),
        ),
      );
    await tx.insert(inboxActions).values(
      flagged.map(({ item, word }) => ({
        accountId,
        pageId: item.pageId,
        itemId: item.id,
        kind: 'flag' as const,
        origin: 'rule' as const,
        matchedWord: word,
        requestedBy: null,
        ...doneAtOnce(now),
      })),
    );
  });
}
