import type { InboxItem, InboxItemChange } from '@pagewise/shared/inbox';
import type { Action } from '@pagewise/shared/permissions';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertPlanAllows } from '../plans/assert-plan.ts';
import { checkAssignee, notifyAssignee } from './action-assign.ts';
import { findItems } from './action-items.ts';
import { reloadItems } from './list-item-row.ts';
import { inboxItems } from './schema.ts';

/** Marking treated or waiting is a writer's work; flagging, evaluating and assigning moderate. */
export function changeNeeds(change: InboxItemChange): Action {
  return change.change === 'status' && change.status !== 'flag' ? 'reply' : 'moderate';
}

/**
 * One change to items of the caller's account (all reachable, or a 404 for the lot): a status
 * (treated records when and by whom), an evaluation, an assignee (e-mailed). Bulk changes moderate.
 */
export async function changeItems(
  context: AppContext,
  auth: Auth,
  ids: string[],
  change: InboxItemChange,
  bulk = false,
): Promise<InboxItem[]> {
  const items = await findItems(context, auth, ids, bulk ? 'moderate' : changeNeeds(change));
  // Bulk changes and assignment are the inbox's team work: the plan's `moderationV2`.
  if (bulk || change.change === 'assign')
    await assertPlanAllows(context.database.db, auth.user.accountId, 'moderationV2');
  const now = context.now();
  let values: Partial<typeof inboxItems.$inferInsert>;
  let assignee: Awaited<ReturnType<typeof checkAssignee>> | undefined;
  switch (change.change) {
    case 'status':
      values =
        change.status === 'treated'
          ? { status: 'treated', treatedAt: now, treatedBy: auth.user.id }
          : { status: change.status, treatedAt: null, treatedBy: null };
      break;
    case 'evaluation':
      values = { evaluation: change.evaluation };
      break;
    case 'assign':
      assignee = change.assigneeId ? await checkAssignee(context, auth, change.assigneeId, items) : undefined;
      values = { assigneeId: assignee?.id ?? null, assignedAt: assignee ? now : null };
      break;
  }
  const itemIds = items.map((item) => item.id);
  await context.database.db
    .update(inboxItems)
    .set(values)
    .where(and(eq(inboxItems.accountId, auth.user.accountId), inArray(inboxItems.id, itemIds)));
  if (assignee) {
    const newly = items.filter((item) => item.assigneeId !== assignee.id);
    await notifyAssignee(context, auth, assignee, newly);
  }
  return reloadItems(context, auth.user.accountId, itemIds);
}
