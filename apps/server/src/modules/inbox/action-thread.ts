import type { ConversationState, InboxThread } from '@pagewise/shared/inbox';
import type { Action } from '@pagewise/shared/permissions';
import { and, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize, reachesPage } from '../users/access.ts';
import { assertInboxWork } from './action-items.ts';
import { type InboxThreadRow, inboxItems, inboxThreads } from './schema.ts';

async function findThread(context: Pick<AppContext, 'database'>, auth: Auth, id: string, action: Action) {
  const missing = () => new AppError('not_found', { message: 'Thread not found' });
  if (!isUuid(id)) throw missing();
  const [row] = await context.database.db
    .select()
    .from(inboxThreads)
    .where(and(eq(inboxThreads.id, id), eq(inboxThreads.accountId, auth.user.accountId)))
    .limit(1);
  if (!row || !reachesPage(auth, row.pageId)) throw missing();
  authorize(auth, action);
  await assertInboxWork(context, auth, action);
  return row;
}

async function toThread(context: Pick<AppContext, 'database'>, row: InboxThreadRow): Promise<InboxThread> {
  const [waiting] = await context.database.db
    .select({ n: count() })
    .from(inboxItems)
    .where(and(eq(inboxItems.threadId, row.id), eq(inboxItems.status, 'waiting')));
  return {
    id: row.id,
    pageId: row.pageId,
    kind: row.kind,
    title: row.title,
    state: row.state,
    pinned: row.pinned,
    lastItemAt: row.lastItemAt?.toISOString() ?? null,
    waiting: Number(waiting?.n ?? 0),
  };
}

/** A conversation's state (spec §4); a post's comments have none. */
export async function setConversationState(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  id: string,
  state: ConversationState,
): Promise<InboxThread> {
  const thread = await findThread(context, auth, id, 'reply');
  if (thread.kind !== 'conversation')
    throw new AppError('invalid_data', {
      message: 'Only a conversation has a state',
      fields: { state: 'validation.invalid' },
    });
  const [row] = await context.database.db
    .update(inboxThreads)
    .set({ state })
    .where(eq(inboxThreads.id, thread.id))
    .returning();
  return toThread(context, row ?? thread);
}

/** Pins a thread (the team follows a post's comments), or unpins it. */
export async function setPinned(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  id: string,
  pinned: boolean,
): Promise<InboxThread> {
  const thread = await findThread(context, auth, id, 'moderate');
  const [row] = await context.database.db
    .update(inboxThreads)
    .set({ pinned })
    .where(eq(inboxThreads.id, thread.id))
    .returning();
  return toThread(context, row ?? thread);
}
