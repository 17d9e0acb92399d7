import type { InboxAction } from '@pagewise/shared/inbox';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { findItem } from './action-items.ts';
import { doneAtOnce } from './action-local.ts';
import { requestActions } from './action-request.ts';
import { toAction } from './list-item-row.ts';
import { type InboxItemRow, inboxActions, inboxItems } from './schema.ts';

/**
 * Undoes what the bad-words rule did to an item: its hide is followed by an unhide, sent once like
 * any action; its flag (where the network cannot hide) by an `unflag` that puts the item back to
 * waiting, at once. Only the rule's actions are undone this way (a user's own hide is undone by
 * unhiding).
 */
export async function undoRuleAction(
  context: Pick<AppContext, 'database' | 'queue' | 'now'>,
  auth: Auth,
  actionId: string,
): Promise<InboxAction> {
  const missing = () => new AppError('not_found', { message: 'Action not found' });
  if (!isUuid(actionId)) throw missing();
  const [action] = await context.database.db
    .select()
    .from(inboxActions)
    .where(and(eq(inboxActions.id, actionId), eq(inboxActions.accountId, auth.user.accountId)))
    .limit(1);
  if (!action) throw missing();
  const item = await findItem(context, auth, action.itemId, 'moderate');
  if (action.origin === 'rule' && action.kind === 'flag') return unflag(context, auth, item);
  if (action.origin !== 'rule' || action.kind !== 'hide')
    throw new AppError('invalid_data', {
      message: "Only the bad-words rule's hide or flag can be undone",
      fields: { id: 'validation.invalid' },
    });
  const [unhide] = await requestActions(context, [item], { kind: 'unhide', requestedBy: auth.user.id });
  if (!unhide) throw new Error('unhide not written');
  return unhide;
}

/** The rule's flag undone: the item waits again (unless someone has moved it on), and the log says who. */
async function unflag(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  item: InboxItemRow,
): Promise<InboxAction> {
  const now = context.now();
  return context.database.db.transaction(async (tx) => {
    await tx
      .update(inboxItems)
      .set({ status: 'waiting' })
      .where(and(eq(inboxItems.id, item.id), eq(inboxItems.status, 'flag')));
    const [row] = await tx
      .insert(inboxActions)
      .values({
        accountId: item.accountId,
        pageId: item.pageId,
        itemId: item.id,
        kind: 'unflag',
        requestedBy: auth.user.id,
        ...doneAtOnce(now),
      })
      .returning();
    if (!row) throw new Error('unflag not written');
    return toAction(row);
  });
}
