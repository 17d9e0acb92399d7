import type pg from 'pg';

export type PlannerOwner = { accountId: string; userId: string; pageIds: string[] };
export type SeededMonth = { posts: number; publications: number; monthStart: Date; monthEnd: Date };

/**
 * A month of planner content for one account, written in bulk SQL (what is measured is reading
 * it, not saving it): `posts` posts spread evenly over the calendar month of `month`, round robin
 * over the owner's pages, one post in five on a second page. Before `now` they went out (posted,
 * 1 in 20 failed, 1 in 20 still processing on the network); after it they wait (scheduled, 2 in
 * 10 drafts, 1 in 10 waiting for validation). Deterministic ids (md5 of `label` and the number)
 * let a run tell its rows apart; used by the planner benchmark and reusable for the browser one.
 */
export async function seedPlannerMonth(
  pool: pg.Pool,
  owner: PlannerOwner,
  input: { month: Date; posts: number; now?: Date; label?: string },
): Promise<SeededMonth> {
  const monthStart = new Date(Date.UTC(input.month.getUTCFullYear(), input.month.getUTCMonth(), 1));
  const monthEnd = new Date(Date.UTC(input.month.getUTCFullYear(), input.month.getUTCMonth() + 1, 1));
  const label = input.label ?? 'planner';
  const now = (input.now ?? new Date()).toISOString();
  const spreadMs = monthEnd.getTime() - monthStart.getTime();
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into posts (id, account_id, created_by, kind, origin, message, scheduled_at, validation)
       select md5($3 || i)::uuid, $1, $2, 'standard', 'manual',
         'Planner post #' || i || ': ' || repeat('fresh bread and news from the shop, ', 6),
         at, case when at > $7::timestamptz and i % 10 = 0 then 'awaiting' else 'none' end
       from (
         select i, $5::timestamptz + ((i - 0.5) * $6::float / $4::int) * interval '1 millisecond' as at
         from generate_series(1, $4::int) i
       ) series`,
      [owner.accountId, owner.userId, label, input.posts, monthStart.toISOString(), spreadMs, now],
    );
    const targets = await client.query(
      `insert into post_targets (post_id, account_id, page_id, status, due_at, posted_at, remote_id)
       select p.id, $1, pages[1 + ((n + offset_) % array_length(pages, 1))],
         status, case when status = 'draft' then null else at end,
         case when status in ('posted', 'postedfb') then at + interval '40 seconds' end,
         case when status in ('posted', 'postedfb') then 'remote-' || n || '-' || offset_ end
       from (
         select n, offset_, at, $4::uuid[] as pages,
           case
             when at <= $5::timestamptz then
               case n % 20 when 0 then 'error' when 1 then 'postedfb' else 'posted' end
             else case when n % 10 in (1, 2) then 'draft' else 'scheduled' end
           end as status
         from (
           select i as n, s.at from generate_series(1, $3::int) i
           cross join lateral (select scheduled_at as at from posts where id = md5($2 || i)::uuid) s
         ) numbered
         cross join lateral (select 0 as offset_ union all select 7 where n % 5 = 0) second_page
       ) planned
       join posts p on p.id = md5($2 || n)::uuid`,
      [owner.accountId, label, input.posts, owner.pageIds, now],
    );
    await client.query('commit');
    return { posts: input.posts, publications: targets.rowCount ?? 0, monthStart, monthEnd };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
