import { randomUUID } from 'node:crypto';
import type { InboxAction } from '@pagewise/shared/inbox';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { ActionRequest } from './action-request.ts';
import { checkReblock } from './block-rule.ts';
import { toAction } from './list-item-row.ts';
import { type InboxItemRow, inboxActions, inboxBlocks, inboxItems } from './schema.ts';

const underWay = ['pending', 'sending', 'uncertain'] as const;

/**
 * A block or an unblock acts on an item's author, whoever asks and from whichever of their items:
 * one at a time per page and author (a lock held while deciding). The same action still under way,
 * or a block of an author blocked already, is answered as it stands instead of being sent again;
 * the other action under way is a conflict. A block is refused within 48 hours of the unblocking.
 * Returns the action and whether it was written now (to be sent).
 */
export async function requestAuthorAction(
  context: Pick<AppContext, 'database' | 'now'>,
  item: InboxItemRow,
  request: ActionRequest & { kind: 'block' | 'unblock' },
): Promise<{ action: InboxAction; written: boolean }> {
  const author = item.authorRemoteId;
  if (!author)
    throw new AppError('inbox_action_unsupported', {
      message: 'The network does not say who wrote this item: its author cannot be blocked',
    });
  const now = context.now();
  return context.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`inbox-author:${item.pageId}:${author}`}))`);
    const ofAuthor = and(eq(inboxActions.pageId, item.pageId), eq(inboxItems.authorRemoteId, author));
    const [current] = await tx
      .select({ action: inboxActions })
      .from(inboxActions)
      .innerJoin(inboxItems, eq(inboxItems.id, inboxActions.itemId))
      .where(
        and(
          ofAuthor,
          inArray(inboxActions.kind, ['block', 'unblock']),
          inArray(inboxActions.state, underWay),
        ),
      )
      .orderBy(desc(inboxActions.createdAt))
      .limit(1);
    if (current?.action.kind === request.kind) return { action: toAction(current.action), written: false };
    if (current)
      throw new AppError('concurrent_change', {
        message: `This author's ${current.action.kind} is still being sent: try again once it is done`,
      });
    if (request.kind === 'block') {
      const standing = await standingBlock(tx, item.pageId, author);
      if (standing) return { action: toAction(standing), written: false };
      await checkReblock(tx, item.pageId, author, now);
    }
    const [row] = await tx
      .insert(inboxActions)
      .values({
        accountId: item.accountId,
        pageId: item.pageId,
        itemId: item.id,
        kind: request.kind,
        requestedBy: request.requestedBy,
        idempotencyKey: randomUUID(),
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('author action not written');
    return { action: toAction(row), written: true };
  });
}

/** The block action behind an author's block in force on the page, if any. */
async function standingBlock(tx: Database, pageId: string, author: string) {
  const [blocked] = await tx
    .select({ id: inboxBlocks.id })
    .from(inboxBlocks)
    .where(
      and(
        eq(inboxBlocks.pageId, pageId),
        eq(inboxBlocks.authorRemoteId, author),
        isNull(inboxBlocks.unblockedAt),
      ),
    )
    .limit(1);
  if (!blocked) return null;
  const [latest] = await tx
    .select({ action: inboxActions })
    .from(inboxActions)
    .innerJoin(inboxItems, eq(inboxItems.id, inboxActions.itemId))
    .where(
      and(
        eq(inboxActions.pageId, pageId),
        eq(inboxItems.authorRemoteId, author),
        eq(inboxActions.kind, 'block'),
        eq(inboxActions.state, 'done'),
      ),
    )
    .orderBy(desc(inboxActions.createdAt))
    .limit(1);
  return latest?.action ?? null;
}
