import { type InboxCounts, inboxTabs } from '@pagewise/shared/inbox';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { filterConditions, type InboxFilters, tabCondition, tabIsEmpty, typesToRead } from './list-filter.ts';
import { rowsOf } from './list-rows.ts';

/**
 * Counting stops here: a tab shows "1,000+" beyond it (what a team triages is the next items, not
 * the exact size of a backlog), so a count reads at most this many index entries per tab.
 */
export const inboxCountCap = 1000;

/**
 * How many items each tab holds for the filters in force, up to `inboxCountCap`: the waiting ones
 * (what is left to do), or, when the filters name a status, the items of that status. With no
 * status named each count reads the index of waiting items alone.
 */
export async function countPerTab(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  filters: InboxFilters,
): Promise<InboxCounts> {
  const conditions = filterConditions(auth, filters);
  if (!filters.status) conditions.push(sql`i.status = 'waiting'`);
  const where = sql.join(conditions, sql` and `);
  const counts = inboxTabs.map((tab) => {
    if (tabIsEmpty(tab, filters)) return sql`0 as ${sql.identifier(tab)}`;
    const onTab: SQL = tabCondition(tab, auth.user.accountId) ?? sql`true`;
    // Each type of the tab counted apart, as its list reads it (list-items.ts).
    const capped = (type: string | null) =>
      sql`(select count(*)::int from (select 1 from inbox_items i where ${where} and ${onTab}
        ${type === null ? sql`` : sql`and i.type = ${type}`} limit ${inboxCountCap}) counted)`;
    const types = typesToRead(tab, filters);
    const sum = types === null ? capped(null) : sql.join(types.map(capped), sql` + `);
    return sql`least(${sum}, ${inboxCountCap}) as ${sql.identifier(tab)}`;
  });
  const [row = {}] = await rowsOf<Record<string, number | string>>(
    context,
    sql`select ${sql.join(counts, sql`, `)}`,
  );
  return Object.fromEntries(inboxTabs.map((tab) => [tab, Number(row[tab] ?? 0)])) as InboxCounts;
}
