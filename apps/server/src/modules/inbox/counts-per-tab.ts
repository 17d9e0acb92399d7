import { type InboxCounts, inboxTabs } from '@pagewise/shared/inbox';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { filterConditions, type InboxFilters, tabCondition } from './list-filter.ts';
import { rowsOf } from './list-rows.ts';

/**
 * How many items each tab holds for the filters in force: the waiting ones (what is left to do),
 * or, when the filters name a status, the items of that status. One scan counts every tab; with
 * no status named it reads the index of waiting items alone.
 */
export async function countPerTab(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  filters: InboxFilters,
): Promise<InboxCounts> {
  const conditions = filterConditions(auth, filters);
  if (!filters.status) conditions.push(sql`i.status = 'waiting'`);
  const counts = inboxTabs.map((tab) => {
    const onTab: SQL = tabCondition(tab, auth.user.accountId) ?? sql`true`;
    return sql`count(*) filter (where ${onTab})::int as ${sql.identifier(tab)}`;
  });
  const [row = {}] = await rowsOf<Record<string, number | string>>(
    context,
    sql`select ${sql.join(counts, sql`, `)} from inbox_items i where ${sql.join(conditions, sql` and `)}`,
  );
  return Object.fromEntries(inboxTabs.map((tab) => [tab, Number(row[tab] ?? 0)])) as InboxCounts;
}
