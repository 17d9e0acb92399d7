import type { InboxList, InboxQuery } from '@pagewise/shared/inbox';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { decodeCursor, encodeCursor } from './list-cursor.ts';
import { filterConditions, tabCondition, tabIsEmpty, typesToRead } from './list-filter.ts';
import { type ItemRow, toItem, withItemLookups } from './list-item-row.ts';
import { rowsOf } from './list-rows.ts';

/**
 * One page of the inbox, newest first, for a tab and filters, within the caller's account and
 * pages. Keyset pages: the next starts after the last item's (time, id), so a page costs the same
 * however deep, and items arriving meanwhile neither shift nor repeat what follows.
 */
export async function listInboxItems(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  query: InboxQuery,
): Promise<InboxList> {
  const { tab, after, limit, ...filters } = query;
  const conditions = filterConditions(auth, filters);
  if (tabIsEmpty(tab, filters)) return { items: [], next: null };
  const onTab = tabCondition(tab, auth.user.accountId);
  if (onTab) conditions.push(onTab);
  if (after) {
    const cursor = decodeCursor(after);
    conditions.push(sql`(i.received_at, i.id) < (${cursor.receivedAt}::timestamptz, ${cursor.id}::uuid)`);
  }
  // One more than asked: whether there is a next page, without counting.
  const newest = sql`order by i.received_at desc, i.id desc limit ${limit + 1}`;
  const where = sql.join(conditions, sql` and `);
  // A tab of several types reads each type's newest in list order, then takes the newest of them.
  const types = typesToRead(tab, filters);
  const chosen =
    types === null
      ? sql`select * from inbox_items i where ${where} ${newest}`
      : sql`select * from (${sql.join(
          types.map(
            (type) => sql`(select * from inbox_items i where ${where} and i.type = ${type} ${newest})`,
          ),
          sql` union all `,
        )}) i ${newest}`;
  const rows = await rowsOf<ItemRow>(context, withItemLookups(chosen));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    next: rows.length > limit && last ? encodeCursor({ receivedAt: last.cursor_at, id: last.id }) : null,
  };
}
