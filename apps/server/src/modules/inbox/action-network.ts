import type { InboxAction } from '@pagewise/shared/inbox';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertPlanAllows } from '../plans/assert-plan.ts';
import { findItems } from './action-items.ts';
import { requestActions } from './action-request.ts';

type NetworkActionKind = 'like' | 'hide' | 'unhide' | 'delete' | 'block' | 'unblock';

/**
 * Network actions on items the caller reaches (all of them, or a 404 for the lot): a like is a
 * writer's, the rest moderate, and so does any bulk action. Written to be sent once (202).
 */
export async function requestItemActions(
  context: Pick<AppContext, 'database' | 'queue' | 'now'>,
  auth: Auth,
  ids: string[],
  kind: NetworkActionKind,
  bulk: boolean,
): Promise<InboxAction[]> {
  const items = await findItems(context, auth, ids, bulk || kind !== 'like' ? 'moderate' : 'reply');
  // Bulk actions are the plan's `moderationV2`.
  if (bulk) await assertPlanAllows(context.database.db, auth.user.accountId, 'moderationV2');
  return requestActions(context, items, { kind, requestedBy: auth.user.id });
}
