import { setTimeout as sleep } from 'node:timers/promises';
import { startCluster } from '../publishing/cluster.ts';
import { seedOwner } from '../publishing/seed.ts';

export type CollectionResult = {
  pages: number;
  itemsPerMinutePerPage: number;
  pollSeconds: number;
  windowSeconds: number;
  expected: number;
  collected: number;
  p50Seconds: number;
  p95Seconds: number;
  p99Seconds: number;
  maxSeconds: number;
};

const pageCount = Number(process.env.BENCH_INBOX_PAGES ?? 500);
const perMinute = 20;
/** The pages connected last are read for the first time within a sweep's minute: that minute is left out. */
const warmUpSeconds = 90;
const windowSeconds = Number(process.env.BENCH_INBOX_WINDOW_SECONDS ?? 120);
/** After the window, items still on their way get this long to arrive (beyond it they count as missing). */
const drainSeconds = 75;

/**
 * Inbox collection keeping up (issue 18): `pageCount` sandbox pages connected through the API, each
 * page's audience writing 20 items a minute (SANDBOX_AUDIENCE_PER_MINUTE), two worker processes
 * collecting as production does (the minute sweep, the default poll interval). The lag of each
 * item is collected_at − received_at, both written by the product, over a window that starts once
 * the workers are past their first sweep.
 */
export async function benchInboxCollection(): Promise<CollectionResult> {
  const cluster = await startCluster();
  const env = { SANDBOX_AUDIENCE_PER_MINUTE: String(perMinute) };
  try {
    cluster.spawnRole('web', env);
    await cluster.waitHealthy();
    // The workers run before the seeding: they send the sign-up's e-mail, and collect pages as they come.
    cluster.spawnRole('worker', env);
    cluster.spawnRole('worker', env);
    const owner = await seedOwner(cluster, pageCount);
    const started = Date.now();
    console.error(`${owner.pageIds.length} pages connected`);
    const from = new Date(started + warmUpSeconds * 1000);
    const to = new Date(from.getTime() + windowSeconds * 1000);
    await sleep(to.getTime() + drainSeconds * 1000 - Date.now());
    const expected = await cluster.pool.query<{ n: string }>(
      // Every audience moment of every page inside the window: one each 60/perMinute seconds from its opening.
      `select coalesce(sum(floor(extract(epoch from $2::timestamptz - created_at) / $3)
                  - floor(extract(epoch from $1::timestamptz - created_at) / $3)), 0) as n
         from sandbox_pages`,
      [from.toISOString(), to.toISOString(), 60 / perMinute],
    );
    const lag = await cluster.pool.query<Record<string, string | null>>(
      `select count(*) as n,
         percentile_cont(0.5) within group (order by extract(epoch from collected_at - received_at)) as p50,
         percentile_cont(0.95) within group (order by extract(epoch from collected_at - received_at)) as p95,
         percentile_cont(0.99) within group (order by extract(epoch from collected_at - received_at)) as p99,
         max(extract(epoch from collected_at - received_at)) as max
       from inbox_items where received_at > $1 and received_at <= $2`,
      [from.toISOString(), to.toISOString()],
    );
    const row = lag.rows[0] ?? {};
    const seconds = (value: string | null | undefined) => +Number(value ?? Number.NaN).toFixed(1);
    return {
      pages: owner.pageIds.length,
      itemsPerMinutePerPage: perMinute,
      pollSeconds: 20,
      windowSeconds,
      expected: Number(expected.rows[0]?.n ?? 0),
      collected: Number(row.n ?? 0),
      p50Seconds: seconds(row.p50),
      p95Seconds: seconds(row.p95),
      p99Seconds: seconds(row.p99),
      maxSeconds: seconds(row.max),
    };
  } finally {
    await cluster.stop();
  }
}

/** The figures against the target: p99 ≤ 60 s, and every item of the window collected. */
export function collectionRows(result: CollectionResult) {
  return [
    {
      benchmark: `inbox collection lag p99 (${result.pages} pages × ${result.itemsPerMinutePerPage}/min)`,
      value: `${result.p99Seconds} s`,
      target: '≤ 60 s',
      met: result.p99Seconds <= 60,
    },
    {
      benchmark: 'inbox items of the window collected',
      value: `${result.collected} / ${result.expected}`,
      target: 'all',
      met: result.collected >= result.expected,
    },
  ];
}
