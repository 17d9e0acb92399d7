import type { InboxAction } from '@pagewise/shared/inbox';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { findItem } from './action-items.ts';
import { requestActions } from './action-request.ts';
import { inboxActions } from './schema.ts';

/**
 * Undoes what the bad-words rule did to an item: its hide is followed by an unhide, sent once like
 * any action. Only a rule's hide can be undone this way (a user's own hide is undone by unhiding).
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
  if (action.origin !== 'rule' || action.kind !== 'hide')
    throw new AppError('invalid_data', {
      message: "Only the bad-words rule's hide can be undone",
      fields: { id: 'validation.invalid' },
    });
  const [unhide] = await requestActions(context, [item], { kind: 'unhide', requestedBy: auth.user.id });
  if (!unhide) throw new Error('unhide not written');
  return unhide;
}
