import type { Cluster } from './cluster.ts';
import { sleep } from './cluster.ts';

/** Waits until every target of `label` is posted or failed (or the time runs out). */
export async function waitSettled(cluster: Cluster, label: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await cluster.pool.query<{ open: string }>(
      `select count(*) as open from post_targets t join posts p on p.id = t.post_id
       where p.message like $1 || ' #%' and t.status not in ('posted', 'error')`,
      [label],
    );
    if (Number(rows[0]?.open) === 0) return true;
    if (Date.now() > deadline) return false;
    await sleep(250);
  }
}

/** Lateness percentiles (due time to the network call) and throughput of one run. */
export async function lateness(cluster: Cluster, label: string) {
  const { rows } = await cluster.pool.query(
    `select count(*) filter (where t.status = 'posted') as posted,
       count(*) filter (where t.status = 'error') as failed,
       min(t.lateness_ms) as first,
       percentile_cont(0.5) within group (order by t.lateness_ms) as p50,
       percentile_cont(0.99) within group (order by t.lateness_ms) as p99,
       max(t.lateness_ms) as max,
       extract(epoch from max(t.updated_at) - min(t.due_at)) as seconds,
       extract(epoch from max(t.updated_at)
         - min(t.due_at + make_interval(secs => coalesce(t.lateness_ms, 0) / 1000.0))) as working
     from post_targets t join posts p on p.id = t.post_id where p.message like $1 || ' #%'`,
    [label],
  );
  const row = rows[0] as Record<string, string>;
  const posted = Number(row.posted);
  const seconds = Number(row.seconds);
  return {
    posted,
    failed: Number(row.failed),
    /** The first network call after the due time: mostly the wait for a worker's next poll. */
    firstMs: Number(row.first),
    p50Ms: Math.round(Number(row.p50)),
    p99Ms: Math.round(Number(row.p99)),
    maxMs: Number(row.max),
    seconds: +seconds.toFixed(2),
    postsPerSecond: Math.round(posted / seconds),
    /** From the first network call to the last outcome: the wait for the first fetch left out. */
    workingSeconds: +Number(row.working).toFixed(2),
    workingPostsPerSecond: Math.round(posted / Number(row.working)),
  };
}

/**
 * Counted from the sandbox's own records (idempotency off: every publish call that reached it
 * is a row): duplicates, targets posted with nothing on the network, targets still open, and
 * failures without a reason.
 */
export async function exactlyOnce(cluster: Cluster, label: string) {
  const { rows } = await cluster.pool.query(
    `with mine as (
       select t.* from post_targets t join posts p on p.id = t.post_id where p.message like $1 || ' #%'
     ), copies as (
       select s.idempotency_key, count(*) as n from sandbox_posts s
       where s.idempotency_key in (select id::text from mine) group by s.idempotency_key
     )
     select
       (select count(*) from mine) as targets,
       (select count(*) from mine where status = 'posted') as posted,
       (select count(*) from mine where status = 'error') as failed,
       (select count(*) from mine where status not in ('posted', 'error')) as open,
       (select count(*) from copies where n > 1) as duplicated,
       (select coalesce(sum(n - 1), 0) from copies where n > 1) as extra_copies,
       (select count(*) from mine m where m.status = 'posted'
          and not exists (select 1 from copies c where c.idempotency_key = m.id::text)) as lost,
       (select count(*) from mine m where m.status = 'error' and m.error_key is null) as failed_without_reason,
       (select count(*) from mine m where m.status = 'error' and m.uncertain) as uncertain,
       (select count(*) from mine m where m.status = 'error'
          and exists (select 1 from copies c where c.idempotency_key = m.id::text)) as failed_but_published,
       (select count(*) from mine where attempts > 1) as retried`,
    [label],
  );
  const reasons = await cluster.pool.query(
    `select t.error_key, count(*) as n from post_targets t join posts p on p.id = t.post_id
     where p.message like $1 || ' #%' and t.status = 'error' group by t.error_key order by n desc`,
    [label],
  );
  const attempts = await cluster.pool.query(
    `select a.outcome, count(*) as n from publish_attempts a join post_targets t on t.id = a.target_id
     join posts p on p.id = t.post_id where p.message like $1 || ' #%' group by a.outcome order by n desc`,
    [label],
  );
  const row = rows[0] as Record<string, string>;
  const counts = Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
  const count = (key: string) => counts[key] ?? 0;
  return {
    targets: count('targets'),
    posted: count('posted'),
    failed: count('failed'),
    open: count('open'),
    duplicated: count('duplicated'),
    extraCopies: count('extra_copies'),
    lost: count('lost'),
    failedWithoutReason: count('failed_without_reason'),
    uncertain: count('uncertain'),
    failedButPublished: count('failed_but_published'),
    retried: count('retried'),
    reasons: Object.fromEntries(reasons.rows.map((reason) => [reason.error_key, Number(reason.n)])),
    /** The attempts that did not simply post, by how they ended (retry, found by read-back…). */
    attemptLog: Object.fromEntries(attempts.rows.map((attempt) => [attempt.outcome, Number(attempt.n)])),
  };
}

/** Targets of `label` by status, at one moment (what a kill interrupts). */
export async function statuses(cluster: Cluster, label: string) {
  const { rows } = await cluster.pool.query(
    `select t.status, count(*) as n from post_targets t join posts p on p.id = t.post_id
     where p.message like $1 || ' #%' group by t.status`,
    [label],
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}
