import { type InboxCounts, inboxCountCapOf, inboxTabs } from '@pagewise/shared/inbox';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import {
  filterConditions,
  type InboxFilters,
  searchWords,
  tabCondition,
  tabIsEmpty,
  typesToRead,
  uuidsCondition,
} from './list-filter.ts';
import { rowsOf } from './list-rows.ts';

/**
 * How many items each tab holds for the filters in force, up to `inboxCountCapOf` (1,000; 50 for a
 * word search): the waiting ones (what is left to do), or, when the filters name a status, the items
 * of that status. With no status named each count reads the index of waiting items alone. A word
 * search counts as its list reads, newest first: an ordered index scan stops after a page of a
 * common word, where the trigram indexes would gather every match (140,000 of a million for one
 * word) before any is counted; a rare word still goes through them.
 */
export async function countPerTab(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  filters: InboxFilters,
): Promise<InboxCounts> {
  const conditions = filterConditions(auth, filters);
  if (!filters.status) conditions.push(sql`i.status = 'waiting'`);
  const where = sql.join(conditions, sql` and `);
  const cap = inboxCountCapOf(filters);
  const searched = searchWords(filters.q).length > 0;
  const order = searched ? sql`order by i.received_at desc, i.id desc` : sql``;
  const pinned = searched ? await pinnedThreadsCondition(context, auth, filters) : undefined;
  const counts = inboxTabs.map((tab) => {
    if (tabIsEmpty(tab, filters)) return sql`0 as ${sql.identifier(tab)}`;
    const onTab: SQL =
      (tab === 'pinned' ? pinned : undefined) ?? tabCondition(tab, auth.user.accountId) ?? sql`true`;
    // Each type of the tab counted apart, as its list reads it (list-items.ts).
    const capped = (type: string | null) =>
      sql`(select count(*)::int from (select 1 from inbox_items i where ${where} and ${onTab}
        ${type === null ? sql`` : sql`and i.type = ${type}`} ${order} limit ${cap}) counted)`;
    const types = typesToRead(tab, filters);
    const sum = types === null ? capped(null) : sql.join(types.map(capped), sql` + `);
    return sql`least(${sum}, ${cap}) as ${sql.identifier(tab)}`;
  });
  const [row = {}] = await rowsOf<Record<string, number | string>>(
    context,
    sql`select ${sql.join(counts, sql`, `)}`,
  );
  return Object.fromEntries(inboxTabs.map((tab) => [tab, Number(row[tab] ?? 0)])) as InboxCounts;
}

/** Beyond this many pinned posts, a search's pinned count names them through their table. */
const pinnedListedMax = 5000;

/**
 * The pinned tab's condition for a search's count: the pinned posts' ids, read first and written
 * in the statement. Through a sub-select, PostgreSQL cannot know how many items those threads hold
 * (it guessed 47 of 640 on the benchmark's agency) and gathers every match of the words (250 ms);
 * with the ids it knows, and reads newest first until the page is counted (1 ms).
 */
async function pinnedThreadsCondition(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  filters: InboxFilters,
): Promise<SQL | undefined> {
  if (tabIsEmpty('pinned', filters)) return undefined;
  const rows = await rowsOf<{ id: string }>(
    context,
    sql`select t.id from inbox_threads t where t.account_id = ${auth.user.accountId}::uuid
      and t.pinned and t.kind = 'post' limit ${pinnedListedMax + 1}`,
  );
  if (rows.length > pinnedListedMax) return undefined;
  return uuidsCondition(
    sql`i.thread_id`,
    rows.map((row) => row.id),
  );
}
