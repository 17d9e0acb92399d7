import type { Action } from '@pagewise/shared/permissions';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertPlanAllows } from '../plans/assert-plan.ts';
import { authorize, reachesPage } from '../users/access.ts';
import { type InboxItemRow, inboxItems } from './schema.ts';

/**
 * Items of the caller's account on pages the caller reaches, for `action`: all of them or none.
 * One id that is not the account's (or is on a page out of the caller's reach) makes the whole
 * request a 404, before anything happens; only then may the role be refused (403).
 */
export async function findItems(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  ids: string[],
  action: Action,
): Promise<InboxItemRow[]> {
  const wanted = [...new Set(ids)];
  if (wanted.some((id) => !isUuid(id))) throw new AppError('not_found', { message: 'Inbox item not found' });
  const rows = await context.database.db
    .select()
    .from(inboxItems)
    .where(and(eq(inboxItems.accountId, auth.user.accountId), inArray(inboxItems.id, wanted)));
  if (rows.length !== wanted.length || rows.some((row) => !reachesPage(auth, row.pageId)))
    throw new AppError('not_found', { message: 'Inbox item not found' });
  authorize(auth, action);
  await assertInboxWork(context, auth, action);
  return rows;
}

/**
 * Replying and moderating are the plan's `moderation` (reading the inbox stays open): checked
 * after the items are found and the role allowed, so another account's item is still a 404.
 */
export async function assertInboxWork(context: Pick<AppContext, 'database'>, auth: Auth, action: Action) {
  if (action === 'reply' || action === 'moderate')
    await assertPlanAllows(context.database.db, auth.user.accountId, 'moderation');
}

export async function findItem(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  id: string,
  action: Action,
): Promise<InboxItemRow> {
  const [row] = await findItems(context, auth, [id], action);
  if (!row) throw new AppError('not_found', { message: 'Inbox item not found' });
  return row;
}
