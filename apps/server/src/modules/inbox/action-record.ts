import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import type { ClaimedAction } from './action-claim.ts';
import type { ActionOutcome } from './action-outcome.ts';
import { actionLeaseSeconds } from './action-settings.ts';
import { inboxActions, inboxBlocks, inboxItems } from './schema.ts';

export type SettledAction = { action: ClaimedAction; outcome: ActionOutcome };

/**
 * Writes one outcome, only while this claim still holds the action (same `claimed_at`, still
 * `sending` or `uncertain`): if recovery took it over meanwhile, its read-back decides. A done
 * action changes its item in the same transaction (liked, hidden, removed, its first reply, the
 * author blocked). Returns whether it was written.
 */
export async function recordActionOutcome(
  context: Pick<AppContext, 'database' | 'now'>,
  { action, outcome }: SettledAction,
): Promise<boolean> {
  const now = context.now();
  return context.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(inboxActions)
      .set(columns(outcome, now))
      .where(
        and(
          eq(inboxActions.id, action.id),
          eq(inboxActions.claimedAt, action.claimedAt),
          inArray(inboxActions.state, ['sending', 'uncertain']),
        ),
      )
      .returning();
    if (!row) return false;
    if (outcome.kind === 'done') await applyDone(tx, row, now);
    return true;
  });
}

function columns(outcome: ActionOutcome, now: Date) {
  switch (outcome.kind) {
    case 'done':
      return {
        state: 'done' as const,
        remoteId: outcome.remoteId,
        errorKey: null,
        errorDetail: null,
        leaseUntil: null,
        nextAttemptAt: null,
        finishedAt: now,
      };
    case 'retry':
      return {
        state: 'pending' as const,
        errorKey: outcome.errorKey,
        errorDetail: outcome.detail.slice(0, 500),
        leaseUntil: null,
        nextAttemptAt: outcome.at,
      };
    case 'failed':
      return {
        state: 'failed' as const,
        errorKey: outcome.errorKey,
        errorDetail: outcome.detail?.slice(0, 500) ?? null,
        leaseUntil: null,
        nextAttemptAt: null,
        finishedAt: now,
      };
    case 'uncertain':
      // Read back by the recovery round once this short hold runs out.
      return {
        state: 'uncertain' as const,
        errorKey: 'inbox_action_uncertain',
        errorDetail: outcome.detail.slice(0, 500),
        leaseUntil: new Date(now.getTime() + (actionLeaseSeconds / 6) * 1000),
      };
  }
}

type DoneRow = typeof inboxActions.$inferSelect;

/** What a done action changes in the product: the item's state, the page's blocked authors. */
async function applyDone(tx: Database, action: DoneRow, now: Date) {
  const item = eq(inboxItems.id, action.itemId);
  switch (action.kind) {
    case 'reply':
      await tx
        .update(inboxItems)
        .set({
          firstReplyAt: sql`coalesce(${inboxItems.firstReplyAt}, ${now.toISOString()}::timestamptz)`,
          firstReplyBy: sql`case when ${inboxItems.firstReplyAt} is null then ${action.requestedBy}::uuid else ${inboxItems.firstReplyBy} end`,
        })
        .where(item);
      return;
    case 'like':
      await tx.update(inboxItems).set({ liked: true }).where(item);
      return;
    case 'hide':
      await tx.update(inboxItems).set({ status: 'hided' }).where(item);
      return;
    case 'unhide':
      await tx
        .update(inboxItems)
        .set({ status: 'waiting' })
        .where(and(item, eq(inboxItems.status, 'hided')));
      return;
    case 'delete':
      await tx.update(inboxItems).set({ status: 'removed' }).where(item);
      return;
    case 'block':
    case 'unblock':
      await recordBlock(tx, action, now);
  }
}

async function recordBlock(tx: Database, action: DoneRow, now: Date) {
  const [author] = await tx
    .select({ remoteId: inboxItems.authorRemoteId, name: inboxItems.authorName })
    .from(inboxItems)
    .where(eq(inboxItems.id, action.itemId));
  if (!author?.remoteId) return;
  const blocked = and(
    eq(inboxBlocks.pageId, action.pageId),
    eq(inboxBlocks.authorRemoteId, author.remoteId),
    isNull(inboxBlocks.unblockedAt),
  );
  if (action.kind === 'unblock') {
    await tx.update(inboxBlocks).set({ unblockedAt: now }).where(blocked);
    return;
  }
  const [already] = await tx.select({ id: inboxBlocks.id }).from(inboxBlocks).where(blocked).limit(1);
  if (already) return;
  await tx.insert(inboxBlocks).values({
    accountId: action.accountId,
    pageId: action.pageId,
    authorRemoteId: author.remoteId,
    authorName: author.name,
    blockedAt: now,
    blockedBy: action.requestedBy,
  });
}
