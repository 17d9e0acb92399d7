import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../platform/context.ts';
import { type PageRow, pages } from '../pages/schema.ts';
import { type PostRow, posts } from '../posts/schema.ts';
import { queryPrepared } from './rows.ts';
import { leaseSeconds } from './settings.ts';
import { isWaiting, waitingAt } from './waiting.ts';

export type ClaimedTarget = {
  id: string;
  postId: string;
  pageId: string;
  attempts: number;
  dueAt: Date;
  /** When this attempt began (the claim), for lateness and the attempt log. */
  claimedAt: Date;
};

/** One parameter for a list of ids (`= any($1::uuid[])`): the statement stays the same size. */
export const idArray = (ids: string[]): SQL => sql`${sql.param(ids)}::uuid[]`;

/**
 * The claim itself ($1 the time, $2 how many): up to $2 publications due by then (their due time,
 * or their retry time) move to `posting` with the attempt counted, its start time and a lease.
 * The database says what is due: the waiting targets' index, with the rows another worker is
 * claiming skipped, so two workers never take the same target. "Then" is the later of the
 * worker's clock and the database's, which woke the job.
 *
 * Written so that its plan stays a few index look-ups per publication whatever the statistics
 * say: the claimed ids go to the update as one array (`= any`), not as a join the planner may
 * answer with a scan of the whole table; and no `order by`, which would sort every due row for
 * each batch while the statistics do not yet know how many wait (after a bulk import). The
 * index is read in its order, oldest first, once the statistics know the table; until then a
 * batch may come in the table's order, and every publication in it is due all the same.
 */
const claimDue = `with claimed as (
    update post_targets t set status = 'posting', attempts = t.attempts + 1,
      updated_at = $1::timestamptz, claimed_at = $1::timestamptz,
      lease_until = $1::timestamptz + make_interval(secs => ${leaseSeconds})
    where t.id = any(array(
      select id from post_targets
      where ${isWaiting} and ${waitingAt} <= greatest($1::timestamptz, now())
      limit $2
      for update skip locked
    ))
    returning t.id, t.post_id, t.page_id, t.attempts, t.due_at, t.claimed_at
  )`;

type TargetColumns = {
  id: string;
  post_id: string;
  page_id: string;
  attempts: number;
  due_at: string | Date;
  claimed_at: string | Date;
};

const toClaimed = (row: TargetColumns): ClaimedTarget => ({
  id: row.id,
  postId: row.post_id,
  pageId: row.page_id,
  attempts: Number(row.attempts),
  dueAt: new Date(row.due_at),
  claimedAt: new Date(row.claimed_at),
});

/** Every column of a table under a prefix (`"p:message"`), and how to read a row back from them. */
function prefixed<Row>(table: PgTable, alias: string) {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    as: `${alias}:${key}`,
    column,
  }));
  return {
    select: columns.map(({ as, column }) => `${alias}."${column.name}" as "${as}"`).join(', '),
    read(row: Record<string, unknown>): Row {
      const out: Record<string, unknown> = {};
      for (const { key, as, column } of columns) {
        const value = row[as];
        out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return out as Row;
    },
  };
}
const postColumns = prefixed<PostRow>(posts, 'p');
const pageColumns = prefixed<PageRow>(pages, 'g');

/**
 * The claim, then the posts and pages of the claimed targets, each once (on its first target's
 * row), each by its key (`offset 0` keeps each look-up a look-up, never a scan of the table).
 */
const claimAndRead = `${claimDue},
  numbered as (
    select c.*, row_number() over (partition by c.post_id) = 1 as post_first,
      row_number() over (partition by c.page_id) = 1 as page_first
    from claimed c
  )
  select n.id, n.post_id, n.page_id, n.attempts, n.due_at, n.claimed_at, n.post_first, n.page_first,
    ${postColumns.select}, ${pageColumns.select}
  from numbered n
  left join lateral (select * from posts where n.post_first and id = n.post_id offset 0) p on true
  left join lateral (select * from pages where n.page_first and id = n.page_id offset 0) g on true`;

export type Claimed = { claimed: ClaimedTarget[]; posts: Map<string, PostRow>; pages: Map<string, PageRow> };

/**
 * Takes up to `limit` due publications for this worker, with what they need to be sent (their
 * posts and pages), in one statement committed before any network call: one round trip per batch.
 */
export async function claimDueTargets(
  context: Pick<AppContext, 'database'>,
  now: Date,
  limit: number,
): Promise<Claimed> {
  const found: Claimed = { claimed: [], posts: new Map(), pages: new Map() };
  type Row = TargetColumns & { post_first: boolean; page_first: boolean } & Record<string, unknown>;
  const rows = await queryPrepared<Row>(context.database, 'publishing-claim-due', claimAndRead, [
    now.toISOString(),
    limit,
  ]);
  for (const row of rows) {
    found.claimed.push(toClaimed(row));
    // Deleted meanwhile: the target row went with its post or page, and nothing is read.
    if (row.post_first && row['p:id'] != null) found.posts.set(row.post_id, postColumns.read(row));
    if (row.page_first && row['g:id'] != null) found.pages.set(row.page_id, pageColumns.read(row));
  }
  return found;
}

/** Keeps holding targets whose network calls are still running. */
export async function renewLeases(context: Pick<AppContext, 'database'>, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await context.database.db.execute(
    sql`update post_targets set lease_until = ${now.toISOString()}::timestamptz + make_interval(secs => ${leaseSeconds})
        where id = any(${idArray(ids)}) and status = 'posting'`,
  );
}
