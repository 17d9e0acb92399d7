import { blocksPublishing, type ValidationState } from '@pagewise/shared/collaboration';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { PageSlots, PlannerItem, PlannerItemKind, PlannerMoreOnDay } from '@pagewise/shared/planner';
import { isWaiting, type PostKind, type TargetStatus } from '@pagewise/shared/posts/post';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { queryStatement } from '../../platform/statements.ts';

/** Whose planner: the account, the pages shown, and what the viewer may drag. */
export type PlannerScope = {
  accountId: string;
  /** null: every page of the account. */
  pageIds: string[] | null;
  /** Drafts on no page yet are shown to their author only; null shows none. */
  authorId: string | null;
  may: {
    /** The role may edit: a draft can be moved (it stays a draft). */
    moveDrafts: boolean;
    /** The role may publish: a scheduled (or failed) publication can be moved. */
    reschedule: boolean;
  };
};
/** `from` included, `to` excluded. */
export type PlannerRange = { from: Date; to: Date };

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

/** The longest title a planner event carries. */
const titleLength = 120;

type Row = {
  target_id: string | null;
  post_id: string;
  page_id: string | null;
  status: TargetStatus;
  at: Date | string;
  kind: PostKind;
  title: string;
  story_of_post_id: string | null;
  validation: ValidationState;
  assignee_name: string | null;
  page_name: string | null;
  page_kind: NetworkKind | null;
  publications: number | string;
};

/** A row of the month view's statement: the day it falls on, its day's count, whether it is shown. */
type DayRow = Row & { day: string; on_day: number | string; shown: boolean };

/** The planner's kind of a publication: where a post stands, as the calendar colours it. */
export function plannerKindOf(status: TargetStatus, validation: ValidationState): PlannerItemKind {
  if (status === 'posted' || status === 'postedfb') return 'posted';
  // A failure shows as one, whatever its cause (a post blocked for want of validation included).
  if (status === 'error') return 'error';
  if (blocksPublishing(validation)) return 'awaiting';
  if (status === 'draft') return 'draft';
  return 'scheduled';
}

/**
 * The planner's events in a time range: one per publication (a post on one page) at the time that
 * matters for its status (posted: when it went out; scheduled, in queue, posting, failed: when it
 * was due; draft: the post's planned time), and the author's drafts that have no page yet.
 * Deleted publications are not shown. One statement: each branch of the union reads an index of
 * post_targets ((account_id, posted_at), (account_id, due_at), drafts at a null due time), and the
 * post, its publication count, page and assignee come in the same round trip, so a month with
 * thousands of posts costs one query (bench/planner: 2,400 events well under the 300 ms target).
 */
export async function listPlannerItems(
  context: Pick<AppContext, 'database'>,
  scope: PlannerScope,
  range: PlannerRange,
): Promise<PlannerItem[]> {
  const rows = await queryPlanner<Row>(context, scope, range, null);
  return rows.map((row) => toItem(row, scope));
}

/**
 * The month view's events: the first `perDay` of each day (by time, then post and publication, the
 * order the week view lists them in), how many of each day are left out, and the left-out events
 * that fill an empty slot. The same statement as `listPlannerItems`, ranked by day in SQL
 * (`row_number() over (partition by day …)`): the post, count and page lookups run for the shown
 * events only, so a month of 2,400 events costs the lookups of about 170.
 */
export async function listPlannerDays(
  context: Pick<AppContext, 'database'>,
  scope: PlannerScope,
  range: PlannerRange,
  days: PlannerDays,
): Promise<PlannerMonth> {
  let rows: DayRow[];
  try {
    rows = await queryPlanner<DayRow>(context, scope, range, days);
  } catch (error) {
    // The contract checks the name with the runtime's own list; the database may still not know it.
    if (hasCode(error, '22023')) {
      throw new AppError('invalid_data', { fields: { timeZone: 'validation.invalid' }, cause: error });
    }
    throw error;
  }
  const items: PlannerItem[] = [];
  const filled: PlannerMonth['filled'] = [];
  const more = new Map<string, number>();
  for (const row of rows) {
    if (!row.shown) {
      if (row.page_id) filled.push({ pageId: row.page_id, start: new Date(row.at).toISOString() });
      continue;
    }
    items.push(toItem(row, scope));
    const left = Number(row.on_day) - days.perDay;
    if (left > 0) more.set(row.day, left);
  }
  return { items, more: [...more].map(([day, count]) => ({ day, count })), filled };
}

/**
 * The statement of both: the union of the branches, then, for a month view, each event's day in
 * the time zone, its place in the day and the day's count; then the lookups.
 */
async function queryPlanner<R extends Row>(
  context: Pick<AppContext, 'database'>,
  scope: PlannerScope,
  range: PlannerRange,
  days: PlannerDays | null,
): Promise<R[]> {
  if (range.to <= range.from) return [];
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const onPages = pageCondition(scope.pageIds);
  const account = scope.accountId;
  const branches: SQL[] = [];
  if (onPages) {
    branches.push(
      sql`select t.id as target_id, t.post_id, t.page_id, t.status, t.posted_at as at
          from post_targets t
          where t.account_id = ${account}::uuid and t.posted_at >= ${from}::timestamptz
            and t.posted_at < ${to}::timestamptz and t.status in ('posted', 'postedfb') and ${onPages}`,
      sql`select t.id, t.post_id, t.page_id, t.status, t.due_at
          from post_targets t
          where t.account_id = ${account}::uuid and t.due_at >= ${from}::timestamptz
            and t.due_at < ${to}::timestamptz and t.status in ('scheduled', 'inqueue', 'posting', 'error')
            and ${onPages}`,
      // A draft has no due time of its own (posts/reschedule-post.ts): its time is its post's,
      // which the database copies to every publication (post_targets.planned_at).
      sql`select t.id, t.post_id, t.page_id, 'draft', t.planned_at
          from post_targets t
          where t.account_id = ${account}::uuid and t.planned_at >= ${from}::timestamptz
            and t.planned_at < ${to}::timestamptz and t.status = 'draft' and t.due_at is null
            and ${onPages}`,
    );
  }
  if (scope.authorId && isUuid(scope.authorId)) {
    branches.push(
      // Read from the index of the posts with no publication row (posts.has_targets).
      sql`select null::uuid, p.id, null::uuid, 'draft', p.scheduled_at
          from posts p
          where p.account_id = ${account}::uuid and p.created_by = ${scope.authorId}::uuid
            and p.scheduled_at >= ${from}::timestamptz and p.scheduled_at < ${to}::timestamptz
            and not p.has_targets`,
    );
  }
  if (branches.length === 0) return [];
  const union = sql`with items (target_id, post_id, page_id, status, at) as (${sql.join(branches, sql` union all `)})`;
  // The month view: a day is the calendar day of `at` in the browser's time zone. An event past its
  // day's first `perDay` is read only when it sits on an empty slot of its page (same weekday and
  // wall-clock minute as the client lays the slots), and then without its lookups.
  const ranked = days
    ? // One window for the place and the day's count: one sort and one pass over the events.
      sql`, placed as (
          select i.*, row_number() over day as place, count(*) over day as on_day
          from (select i.*, i.at at time zone ${days.timeZone}::text as local_at from items i) i
          window day as (partition by i.local_at::date order by i.at, i.post_id, i.target_id
            rows between unbounded preceding and unbounded following)
        )`
    : sql``;
  const source = days ? sql`placed i` : sql`items i`;
  const shownOnly = days ? sql`and i.place <= ${days.perDay}` : sql``;
  const dayColumns = days
    ? sql`, to_char(i.local_at, 'YYYY-MM-DD') as day, i.on_day, i.place <= ${days.perDay} as shown`
    : sql``;
  const slotKeys = days
    ? days.slots.flatMap(({ pageId, slots }) =>
        slots.map((slot) => `"${pageId}@${slot.weekday}@${slot.time}"`),
      )
    : [];
  const rowsKept = days
    ? sql`where i.place <= ${days.perDay}${
        slotKeys.length > 0
          ? sql` or (i.page_id::text || '@' || extract(isodow from i.local_at)::int || '@' || to_char(i.local_at, 'HH24:MI')) = any(${`{${slotKeys.join(',')}}`}::text[])`
          : sql``
      }`
    : sql``;
  // The lateral reads (`limit 1`) look each post up by its key, one probe per event: a month's few
  // thousand events never make the database hash the whole posts table. In a month view the
  // left-out events skip them (the condition on `place` is checked once per event, before any read).
  // A prepared statement: planning it took longer than running it (2–8 ms against about 1 ms).
  // Each event comes as one JSON value: on the embedded database, reading its 13 columns one by one
  // cost more than the statement.
  const rows = await queryStatement<{ event: R }>(
    context.database,
    sql`${union}${ranked}
      select to_json(e) as event from (select i.target_id, i.post_id, i.page_id, i.status, i.at,
        p.kind, p.title, p.story_of_post_id, p.validation, p.assignee_name,
        g.name as page_name, g.kind as page_kind, c.publications${dayColumns}
      from ${source}
      left join lateral (
        select p.kind, left(p.message, ${titleLength}) as title, p.story_of_post_id, p.validation,
          coalesce(
            (select trim(u.firstname || ' ' || u.lastname) from users u where u.id = p.assignee_id),
            (select trim(v.firstname || ' ' || v.lastname) from validators v where v.id = p.assignee_validator_id)
          ) as assignee_name
        from posts p where p.id = i.post_id ${shownOnly} limit 1
      ) p on true
      left join lateral (
        select count(*) as publications from post_targets c
        where c.post_id = i.post_id and c.status not in ('deleting', 'deleted') ${shownOnly}
      ) c on true
      left join lateral (select g.name, g.kind from pages g where g.id = i.page_id ${shownOnly} limit 1) g on true
      ${rowsKept}) e
      order by e.at, e.post_id, e.target_id`,
  );
  return rows.map((row) => row.event);
}

function toItem(row: Row, scope: PlannerScope): PlannerItem {
  const kind = plannerKindOf(row.status, row.validation);
  const may = row.status === 'draft' ? scope.may.moveDrafts : scope.may.reschedule;
  return {
    id: row.target_id ?? `post:${row.post_id}`,
    kind,
    start: new Date(row.at).toISOString(),
    postId: row.post_id,
    targetId: row.target_id,
    pageId: row.page_id,
    pageName: row.page_name,
    pageKind: row.page_kind,
    title: row.title,
    postKind: row.kind,
    publications: Number(row.publications),
    storyOfPostId: row.story_of_post_id,
    validation: row.validation,
    assigneeName: row.assignee_name || null,
    movable: isWaiting(row.status) && may,
  };
}

/** A database error's SQLSTATE, through any wrapper. */
function hasCode(error: unknown, code: string): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** Publications on the scope's pages; undefined when the scope has none (nothing to read). */
function pageCondition(pageIds: string[] | null): SQL | undefined {
  if (pageIds === null) return sql`true`;
  const valid = [...new Set(pageIds.filter(isUuid))];
  if (valid.length === 0) return undefined;
  // One parameter whatever the number of pages: a Postgres array literal of checked UUIDs.
  return sql`t.page_id = any(${`{${valid.join(',')}}`}::uuid[])`;
}
