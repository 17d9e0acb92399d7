import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../platform/context.ts';
import { type PageRow, pages } from '../pages/schema.ts';
import { type PostRow, posts } from '../posts/schema.ts';
import { queryPrepared } from './rows.ts';
import { leaseSeconds } from './settings.ts';

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
 * The claim itself ($1 the ids, $2 the time): the due targets among them move to `posting` with
 * the attempt counted, its start time and a lease. A target another worker holds, already posted,
 * or rescheduled later, is not matched.
 */
const claimUpdate = `update post_targets
  set status = 'posting', attempts = attempts + 1, updated_at = $2::timestamptz,
      claimed_at = $2::timestamptz,
      lease_until = $2::timestamptz + make_interval(secs => ${leaseSeconds})
  where id = any($1::uuid[])
    and status in ('scheduled', 'inqueue')
    and due_at <= $2::timestamptz + interval '1 second'
    and (next_attempt_at is null or next_attempt_at <= $2::timestamptz + interval '1 second')
  returning id, post_id, page_id, attempts, due_at, claimed_at`;

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

/**
 * Takes the due targets among `ids` for this worker, in one statement committed before any
 * network call: the status moves to `posting` with the attempt counted, its start time and a lease. A target
 * another worker holds, already posted, or rescheduled later, is simply not returned, so two
 * workers never publish the same target.
 */
export async function claimTargets(
  context: Pick<AppContext, 'database'>,
  ids: string[],
  now: Date,
): Promise<ClaimedTarget[]> {
  if (ids.length === 0) return [];
  const rows = await queryPrepared<TargetColumns>(context.database, 'publishing-claim', claimUpdate, [
    ids,
    now.toISOString(),
  ]);
  return rows.map(toClaimed);
}

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

/** The claim, then the posts and pages of the claimed targets, each once (on its first target's row). */
const claimAndRead = `with claimed as (${claimUpdate}),
  numbered as (
    select c.*, row_number() over (partition by c.post_id) = 1 as post_first,
      row_number() over (partition by c.page_id) = 1 as page_first
    from claimed c
  )
  select n.id, n.post_id, n.page_id, n.attempts, n.due_at, n.claimed_at, n.post_first, n.page_first,
    ${postColumns.select}, ${pageColumns.select}
  from numbered n
  left join posts p on n.post_first and p.id = n.post_id
  left join pages g on n.page_first and g.id = n.page_id`;

/**
 * The claim (above) and what the claimed targets need to be sent, their posts and pages, in one
 * statement: one round trip per batch. The claim is still committed before any network call.
 */
export async function claimForPublishing(
  context: Pick<AppContext, 'database'>,
  ids: string[],
  now: Date,
): Promise<{ claimed: ClaimedTarget[]; posts: Map<string, PostRow>; pages: Map<string, PageRow> }> {
  const found = {
    claimed: [] as ClaimedTarget[],
    posts: new Map<string, PostRow>(),
    pages: new Map<string, PageRow>(),
  };
  if (ids.length === 0) return found;
  type Row = TargetColumns & { post_first: boolean; page_first: boolean } & Record<string, unknown>;
  const rows = await queryPrepared<Row>(context.database, 'publishing-claim-and-read', claimAndRead, [
    ids,
    now.toISOString(),
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
