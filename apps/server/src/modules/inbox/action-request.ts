import { randomUUID } from 'node:crypto';
import type { InboxAction, InboxNetworkActionKind } from '@pagewise/shared/inbox';
import type { AppContext } from '../../platform/context.ts';
import { requestAuthorAction } from './action-author.ts';
import { wakeSender } from './action-drain.ts';
import { toAction } from './list-item-row.ts';
import { type InboxItemRow, inboxActions } from './schema.ts';

export type ActionRequest = {
  kind: InboxNetworkActionKind;
  /** A reply's text, filled already. */
  text?: string;
  requestedBy: string | null;
  origin?: 'user' | 'rule';
  matchedWord?: string;
};

/**
 * Writes one action per item, to be sent by a worker (the request answers 202 at once), and wakes
 * the sender. Each row carries its own idempotency key, sent with the call where the network takes
 * one and used by the read-back. Blocks and unblocks act on the author (action-author.ts).
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
    const kind = request.kind;
    const answers = [];
    for (const item of items) answers.push(await requestAuthorAction(context, item, { ...request, kind }));
    if (answers.some((answer) => answer.written)) await wakeSender(context);
    return answers.map((answer) => answer.action);
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
