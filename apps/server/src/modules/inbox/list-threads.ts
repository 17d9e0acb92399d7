import { type InboxThread, inboxThreadKinds } from '@pagewise/shared/inbox';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { uuidsCondition } from './list-filter.ts';
import { isoOf } from './list-item-row.ts';
import { rowsOf } from './list-rows.ts';

export const inboxThreadsQuery = z.object({
  kind: z.enum(inboxThreadKinds, { error: 'validation.invalid' }).optional(),
  pinned: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .transform((value) => value === 'true')
    .optional(),
});

/** How many threads one answer holds: the most recently active. */
const threadsMax = 200;

type ThreadRow = {
  id: string;
  page_id: string;
  kind: InboxThread['kind'];
  title: string;
  state: InboxThread['state'];
  pinned: boolean;
  last_item_at: Date | string | null;
  waiting: number;
};

/** The posts and conversations of the caller's pages, most recently active first, with their waiting items. */
export async function listInboxThreads(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  query: z.infer<typeof inboxThreadsQuery>,
): Promise<InboxThread[]> {
  const conditions: SQL[] = [sql`t.account_id = ${auth.user.accountId}::uuid`];
  if (!auth.pages.allPages) conditions.push(uuidsCondition(sql`t.page_id`, [...auth.pages.pageIds]));
  if (query.kind) conditions.push(sql`t.kind = ${query.kind}`);
  if (query.pinned !== undefined) conditions.push(sql`t.pinned = ${query.pinned}`);
  const rows = await rowsOf<ThreadRow>(
    context,
    sql`select t.id, t.page_id, t.kind, t.title, t.state,
      t.pinned, t.last_item_at,
      (select count(*)::int from inbox_items i where i.thread_id = t.id and i.status = 'waiting') as waiting
    from inbox_threads t where ${sql.join(conditions, sql` and `)}
    order by t.last_item_at desc nulls last, t.id limit ${threadsMax}`,
  );
  return rows.map((row) => ({
    id: row.id,
    pageId: row.page_id,
    kind: row.kind,
    title: row.title,
    state: row.state,
    pinned: row.pinned,
    lastItemAt: row.last_item_at === null ? null : isoOf(row.last_item_at),
    waiting: Number(row.waiting),
  }));
}
