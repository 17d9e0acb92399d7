import type { PageSlots, PlannerItem, PlannerMoreOnDay } from '@pagewise/shared/planner';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { isInvalidParameterValue } from '../../platform/database-errors.ts';
import { AppError } from '../../platform/errors.ts';
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
 * The month view's cut: the first `perDay` events of each day, the day being the calendar day in
 * `timeZone` (the browser's, so the server's days are the calendar's). `slots` are the scope's
 * pages' empty slots (weekday and wall-clock time in that zone): an event left out that sits on
 * one is still named, so the client does not offer that slot as empty.
 */
export type PlannerDays = { perDay: number; timeZone: string; slots: readonly PageSlots[] };

/** A month view's answer: the events shown, the count of the rest per day, the slots those fill. */
export type PlannerMonth = {
  items: PlannerItem[];
  more: PlannerMoreOnDay[];
  /** Events left out that sit on an empty slot of their page: that slot is taken. */
  filled: { pageId: string; start: string }[];
};

/** A row of the statement: a shown event with its day and its day's count, or a filled slot. */
type DayRow = EventRow & { day?: string; on_day?: number | string; shown: boolean };

/**
 * The month view's events: the first `perDay` of each day (by time, then post and publication, the
 * order the week view lists them in), how many of each day are left out, and the left-out events
 * that fill an empty slot. One statement, day by day: each day's first events come from the
 * indexes in time order (each index read stops after `perDay` rows), its count from the same
 * indexes, and only the events shown are looked up; no event of the range is sorted. A month of
 * the large account (6,900 events in six weeks, bench/README.md) costs 168 lookups.
 */
export async function listPlannerDays(
  context: Pick<AppContext, 'database'>,
  scope: PlannerScope,
  range: PlannerRange,
  days: PlannerDays,
): Promise<PlannerMonth> {
  const month: PlannerMonth = { items: [], more: [], filled: [] };
  const statement = monthStatement(scope, range, days);
  if (!statement) return month;
  let rows: { event: DayRow }[];
  try {
    rows = await queryStatement<{ event: DayRow }>(context.database, statement);
  } catch (error) {
    // The contract checks the name with the runtime's own list; the database may still not know it.
    if (isInvalidParameterValue(error)) {
      throw new AppError('invalid_data', { fields: { timeZone: 'validation.invalid' }, cause: error });
    }
    throw error;
  }
  const more = new Map<string, number>();
  for (const { event } of rows) {
    if (!event.shown) {
      if (event.page_id)
        month.filled.push({ pageId: event.page_id, start: new Date(event.at).toISOString() });
      continue;
    }
    month.items.push(toItem(event, scope));
    const left = Number(event.on_day) - days.perDay;
    if (left > 0 && event.day) more.set(event.day, left);
  }
  month.more = [...more].map(([day, count]) => ({ day, count }));
  return month;
}

function monthStatement(scope: PlannerScope, range: PlannerRange, days: PlannerDays): SQL | undefined {
  if (range.to <= range.from) return undefined;
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const zone = sql`${days.timeZone}::text`;
  const inDay = (column: SQL) => sql`${column} >= d.day_from and ${column} < d.day_to`;
  const daySelects = eventSelects(scope, inDay);
  if (daySelects.length === 0) return undefined;
  // Each select in time order, stopped after `perDay` rows; their merge, cut to `perDay` again.
  const firstOfDay = sql.join(
    daySelects.map((select) => sql`(${select} order by 5, 2, 1 limit ${days.perDay})`),
    sql` union all `,
  );
  const filled = filledSlots(scope, { from, to }, days);
  return sql`with days as materialized (
      select to_char(l, 'YYYY-MM-DD') as day,
        greatest(${from}::timestamptz, l at time zone ${zone}) as day_from,
        least(${to}::timestamptz, (l + interval '1 day') at time zone ${zone}) as day_to
      from generate_series(date_trunc('day', ${from}::timestamptz at time zone ${zone}),
        (${to}::timestamptz at time zone ${zone}) - interval '1 microsecond', interval '1 day') l
    ), counted as materialized (
      select d.*, (select count(*) from (${sql.join(daySelects, sql` union all `)}) u) as on_day from days d
    ), shown as (
      select d.day, d.on_day, e.* from counted d
      cross join lateral (
        select * from (${firstOfDay}) u (target_id, post_id, page_id, status, at)
        order by u.at, u.post_id, u.target_id limit ${days.perDay}
      ) e
      where d.on_day > 0
    )
    select event from (
      ${withLookups(sql`shown i`, sql`, i.day, i.on_day, true as shown`)}
      ${filled ? sql`union all ${filled}` : sql``}
    ) x order by at, post_id, target_id`;
}

/**
 * The events of the range left out of their day that sit on an empty slot of their page (same
 * weekday and wall-clock minute as the client lays the slots): read only when the pages have
 * slots, without lookups.
 */
function filledSlots(
  scope: PlannerScope,
  range: { from: string; to: string },
  days: PlannerDays,
): SQL | undefined {
  const keys = days.slots.flatMap(({ pageId, slots }) =>
    slots.map((slot) => `"${pageId}@${slot.weekday}@${slot.time}"`),
  );
  if (keys.length === 0) return undefined;
  const selects = eventSelects(
    scope,
    (column) => sql`${column} >= ${range.from}::timestamptz and ${column} < ${range.to}::timestamptz`,
  );
  const local = sql`(f.at at time zone ${days.timeZone}::text)`;
  return sql`select json_build_object('page_id', f.page_id, 'at', f.at, 'shown', false), f.at, f.post_id, f.target_id
    from (${sql.join(selects, sql` union all `)}) f (target_id, post_id, page_id, status, at)
    where f.page_id is not null
      and (f.page_id::text || '@' || extract(isodow from ${local})::int || '@' || to_char(${local}, 'HH24:MI'))
        = any(${`{${keys.join(',')}}`}::text[])
      and not exists (select 1 from shown s where s.target_id = f.target_id)`;
}
