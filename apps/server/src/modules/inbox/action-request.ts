import { randomUUID } from 'node:crypto';
import type { InboxAction, InboxActionKind } from '@pagewise/shared/inbox';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { wakeSender } from './action-drain.ts';
import { checkReblock } from './block-rule.ts';
import { toAction } from './list-item-row.ts';
import { type InboxItemRow, inboxActions } from './schema.ts';

export type ActionRequest = {
  kind: InboxActionKind;
  /** A reply's text, filled already. */
  text?: string;
  requestedBy: string | null;
  origin?: 'user' | 'rule';
  matchedWord?: string;
};

/**
 * Writes one action per item, to be sent by a worker (the request answers 202 at once), and wakes
 * the sender. Each row carries its own idempotency key, sent with the call where the network takes
 * one and used by the read-back. A block is refused within 48 hours of the author's unblocking.
 */
export async function requestActions(
  context: Pick<AppContext, 'database' | 'queue' | 'now'>,
  items: InboxItemRow[],
  request: ActionRequest,
): Promise<InboxAction[]> {
  if (items.length === 0) return [];
  const now = context.now();
  const db = context.database.db;
  if (request.kind === 'block' || request.kind === 'unblock') {
    for (const item of items) {
      if (!item.authorRemoteId)
        throw new AppError('inbox_action_unsupported', {
          message: 'The network does not say who wrote this item: its author cannot be blocked',
        });
      if (request.kind === 'block') await checkReblock(db, item.pageId, item.authorRemoteId, now);
    }
  }
  const rows = await db
    .insert(inboxActions)
    .values(
      items.map((item) => ({
        accountId: item.accountId,
        pageId: item.pageId,
        itemId: item.id,
        kind: request.kind,
        text: request.text ?? null,
        origin: request.origin ?? 'user',
        matchedWord: request.matchedWord ?? null,
        requestedBy: request.requestedBy,
        idempotencyKey: randomUUID(),
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .returning();
  await wakeSender(context);
  return rows.map(toAction);
}
