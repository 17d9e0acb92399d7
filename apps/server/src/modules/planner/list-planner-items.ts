import type { PlannerItem } from '@pagewise/shared/planner';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { queryStatement } from '../../platform/statements.ts';
import {
  type EventRow,
  eventSelects,
  type PlannerRange,
  type PlannerScope,
  toItem,
  withLookups,
} from './planner-events.ts';

/**
 * The planner's events in a time range (`eventSelects` says which), in time order, with their
 * post, publication count and page. One prepared statement (planning it took longer than running
 * it: 2–8 ms against about 1), so a month with thousands of posts costs one round trip.
 */
export async function listPlannerItems(
  context: Pick<AppContext, 'database'>,
  scope: PlannerScope,
  range: PlannerRange,
): Promise<PlannerItem[]> {
  if (range.to <= range.from) return [];
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const selects = eventSelects(
    scope,
    (column) => sql`${column} >= ${from}::timestamptz and ${column} < ${to}::timestamptz`,
  );
  if (selects.length === 0) return [];
  const rows = await queryStatement<{ event: EventRow }>(
    context.database,
    sql`with items (target_id, post_id, page_id, status, at) as (${sql.join(selects, sql` union all `)})
      ${withLookups(sql`items i`)}
      order by at, post_id, target_id`,
  );
  return rows.map((row) => toItem(row.event, scope));
}
