import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { queryRows } from './rows.ts';
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

const idList = (ids: string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

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
  const at = now.toISOString();
  const rows = await queryRows<{
    id: string;
    post_id: string;
    page_id: string;
    attempts: number;
    due_at: string | Date;
    claimed_at: string | Date;
  }>(
    context.database.db,
    sql`update post_targets
      set status = 'posting', attempts = attempts + 1, updated_at = ${at}::timestamptz,
          claimed_at = ${at}::timestamptz,
          lease_until = ${at}::timestamptz + make_interval(secs => ${leaseSeconds})
      where id in (${idList(ids)})
        and status in ('scheduled', 'inqueue')
        and due_at <= ${at}::timestamptz + interval '1 second'
        and (next_attempt_at is null or next_attempt_at <= ${at}::timestamptz + interval '1 second')
      returning id, post_id, page_id, attempts, due_at, claimed_at`,
  );
  return rows.map((row) => ({
    id: row.id,
    postId: row.post_id,
    pageId: row.page_id,
    attempts: Number(row.attempts),
    dueAt: new Date(row.due_at),
    claimedAt: new Date(row.claimed_at),
  }));
}

/** Keeps holding targets whose network calls are still running. */
export async function renewLeases(context: Pick<AppContext, 'database'>, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await context.database.db.execute(
    sql`update post_targets set lease_until = ${now.toISOString()}::timestamptz + make_interval(secs => ${leaseSeconds})
        where id in (${idList(ids)}) and status = 'posting'`,
  );
}
