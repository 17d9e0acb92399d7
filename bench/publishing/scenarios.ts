import { spawn } from 'node:child_process';
import { PgBoss } from 'pg-boss';
import { type Cluster, sleep, startCluster } from './cluster.ts';
import { exactlyOnce, lateness, statuses, waitSettled } from './measure.ts';
import { type Owner, seedDuePosts, seedOwner } from './seed.ts';

const posts = Number(process.env.BENCH_POSTS ?? 10_000);
const pageCount = Number(process.env.BENCH_PAGES ?? 500);
const workers = 2;
/** Ten times the minute (issue 15): 100,000 posts due within one minute over 5,000 pages. */
const tenfold = {
  posts: Number(process.env.BENCH_TENFOLD_POSTS ?? 100_000),
  pages: Number(process.env.BENCH_TENFOLD_PAGES ?? 5_000),
};

/** Raw pg-boss: the same number of jobs, processes, batch and concurrency, doing nothing. */
async function rawThroughput(cluster: Cluster) {
  const boss = new PgBoss({
    connectionString: cluster.databaseUrl,
    useListenNotify: true,
    supervise: false,
    max: 2,
  });
  await boss.start();
  await boss.createQueue('bench-raw', { retryLimit: 3, notify: true } as Parameters<
    PgBoss['createQueue']
  >[1]);
  const children = Array.from({ length: workers }, () =>
    spawn(process.execPath, [new URL('raw-worker.ts', import.meta.url).pathname], {
      env: { ...process.env, DATABASE_URL: cluster.databaseUrl },
      stdio: 'inherit',
    }),
  );
  await sleep(2000);
  const due = new Date(Date.now() + 2000);
  for (let start = 0; start < posts; start += 1000) {
    await boss.insert(
      'bench-raw',
      Array.from({ length: Math.min(1000, posts - start) }, (_, i) => ({
        data: { n: start + i },
        startAfter: due,
      })),
    );
  }
  for (;;) {
    const { rows } = await cluster.pool.query(
      `select count(*) filter (where state = 'completed') as done,
              extract(epoch from min(started_on) - $1::timestamptz) as first,
              extract(epoch from max(completed_on) - $1::timestamptz) as seconds,
              extract(epoch from max(completed_on) - min(started_on)) as working
       from pgboss.job where name = 'bench-raw'`,
      [due.toISOString()],
    );
    const row = rows[0] as { done: string; first: string; seconds: string; working: string };
    if (Number(row.done) >= posts) {
      for (const child of children) child.kill('SIGKILL');
      await boss.stop({ graceful: false, close: true } as Parameters<PgBoss['stop']>[0]);
      const seconds = Number(row.seconds);
      return {
        jobs: posts,
        // The first job fetched after the due time: the wait for a worker's next poll.
        firstMs: Math.round(Number(row.first) * 1000),
        seconds: +seconds.toFixed(2),
        jobsPerSecond: Math.round(posts / seconds),
        /** From the first fetch to the last completion: the wait for the first poll left out. */
        workingSeconds: +Number(row.working).toFixed(2),
        workingJobsPerSecond: Math.round(posts / Number(row.working)),
      };
    }
    await sleep(100);
  }
}

function startWorkers(cluster: Cluster, env: Record<string, string> = {}) {
  const profile: Record<string, string> = process.env.BENCH_PROFILE
    ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE}` }
    : {};
  return Array.from({ length: workers }, () => cluster.spawnRole('worker', { ...profile, ...env }));
}

async function waitForQueue(cluster: Cluster) {
  for (let i = 0; i < 100; i += 1) {
    const { rows } = await cluster.pool.query(`select 1 from pgboss.queue where name = 'publish-due'`);
    if (rows.length > 0) return;
    await sleep(200);
  }
  throw new Error('workers did not create the publish queue');
}

/** 10,000 posts due at the same second: how fast the engine drains them. */
async function burst(cluster: Cluster, owner: Owner) {
  // Seeding 10,000 posts and their wake-ups takes 2–4 s on 2 cores: they are all queued well
  // before their time, as posts scheduled ahead are (`seededAheadMs` says by how much).
  const from = new Date(Date.now() + 8000);
  await seedDuePosts(cluster, owner, { label: 'burst', count: posts, from, spreadMs: 0 });
  const seededAheadMs = from.getTime() - Date.now();
  await waitSettled(cluster, 'burst', 120_000);
  return { seededAheadMs, ...(await lateness(cluster, 'burst')) };
}

/** 10,000 posts due within one minute: how late each goes out. */
async function minute(cluster: Cluster, owner: Owner) {
  const from = new Date(Date.now() + 4000);
  await seedDuePosts(cluster, owner, { label: 'minute', count: posts, from, spreadMs: 60_000 });
  await waitSettled(cluster, 'minute', 180_000);
  return lateness(cluster, 'minute');
}

/**
 * Ten times the minute: 100,000 posts due evenly within one minute over the 5,000 pages of a second
 * account, with the sandbox storing every publish call as its own row (`SANDBOX_IDEMPOTENCY=off`),
 * so that a duplicate would show. Seeding 100,000 posts and their wake-ups takes a while on two
 * cores: the minute starts 90 s ahead, and `seededAheadMs` says how much of that was left.
 */
async function tenfoldMinute(cluster: Cluster, owner: Owner) {
  const running = startWorkers(cluster, { SANDBOX_IDEMPOTENCY: 'off' });
  await sleep(3000);
  const from = new Date(Date.now() + 90_000);
  await seedDuePosts(cluster, owner, { label: 'tenfold', count: tenfold.posts, from, spreadMs: 60_000 });
  const seededAheadMs = from.getTime() - Date.now();
  const settled = await waitSettled(cluster, 'tenfold', 600_000);
  for (const child of running) child.kill('SIGKILL');
  const counts = await exactlyOnce(cluster, 'tenfold');
  return {
    pages: owner.pageIds.length,
    seededAheadMs,
    settled,
    ...(await lateness(cluster, 'tenfold')),
    counts,
  };
}

/**
 * The same minute with faults in the network (20 % of calls: 5xx, time-outs, 429 with
 * Retry-After, answers lost after posting; read-backs failing too), 5 pages whose token is
 * revoked, and a worker killed with SIGKILL twice. Counted from the sandbox's own records.
 */
async function chaos(cluster: Cluster, owner: Owner) {
  const env = {
    SANDBOX_IDEMPOTENCY: 'off',
    SANDBOX_FAULTS:
      'server_error:0.05,rate_limited:0.05,timeout:0.05,lost_response:0.05,read_back_error:0.05',
  };
  const running = startWorkers(cluster, env);
  await sleep(3000);
  for (const pageId of owner.pageIds.slice(0, 5)) {
    await fetch(`${cluster.webUrl}/api/sandbox/pages/${pageId}/revoke-token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
    });
  }
  const from = new Date(Date.now() + 3000);
  await seedDuePosts(cluster, owner, { label: 'chaos', count: posts, from, spreadMs: 60_000 });
  const kills: string[] = [];
  for (const at of [15_000, 35_000]) {
    await sleep(at - (Date.now() - from.getTime()));
    const victim = running.shift();
    const atKill = await statuses(cluster, 'chaos');
    victim?.kill('SIGKILL');
    kills.push(`${Math.round((Date.now() - from.getTime()) / 1000)} s: ${JSON.stringify(atKill)}`);
    running.push(cluster.spawnRole('worker', env));
  }
  const settled = await waitSettled(cluster, 'chaos', 600_000);
  for (const child of running) child.kill('SIGKILL');
  return { settled, kills, ...(await exactlyOnce(cluster, 'chaos')) };
}

/** The whole server (web and workers in one process) killed with posts queued, then restarted. */
async function serverKill(cluster: Cluster, owner: Owner) {
  const env = { SANDBOX_IDEMPOTENCY: 'off' };
  let server = cluster.spawnRole('all', env);
  await cluster.waitHealthy();
  const from = new Date(Date.now() + 2000);
  await seedDuePosts(cluster, owner, { label: 'restart', count: 2000, from, spreadMs: 20_000 });
  await sleep(8000);
  const atKill = await statuses(cluster, 'restart');
  server.kill('SIGKILL');
  await sleep(2000);
  server = cluster.spawnRole('all', env);
  const settled = await waitSettled(cluster, 'restart', 300_000);
  server.kill('SIGKILL');
  return { settled, atKill, ...(await exactlyOnce(cluster, 'restart')) };
}

/** Each phase's figures as soon as it ends, so a later failure loses nothing. */
function report<T>(phase: string, result: T): T {
  console.log(`${phase}: ${JSON.stringify(result)}`);
  return result;
}

export async function benchPublishing(): Promise<PublishingResult> {
  const cluster = await startCluster();
  try {
    const web = cluster.spawnRole('web');
    await cluster.waitHealthy();
    // The confirmation e-mail goes out through a job: a worker runs while the owner signs up.
    const mailer = cluster.spawnRole('worker');
    const owner = await seedOwner(cluster, pageCount);
    const only = process.env.BENCH_ONLY;
    const large = only === 'burst' ? undefined : await seedOwner(cluster, tenfold.pages);
    mailer.kill('SIGKILL');
    const raw = report('raw pg-boss', await rawThroughput(cluster));
    let running = startWorkers(cluster);
    await waitForQueue(cluster);
    const burstRun = report('burst', await burst(cluster, owner));
    if (only === 'burst' || !large) {
      for (const child of running) child.kill('SIGTERM');
      await sleep(3000);
      return { complete: false, raw, burst: burstRun };
    }
    const minuteRun = report('minute', await minute(cluster, owner));
    for (const child of running) child.kill('SIGKILL');
    running = [];
    const tenfoldRun = report('tenfold minute', await tenfoldMinute(cluster, large));
    if (only === 'tenfold') return { complete: false, raw, burst: burstRun, tenfold: tenfoldRun };
    const chaosRun = report('chaos', await chaos(cluster, owner));
    web.kill('SIGKILL');
    await sleep(500);
    const restartRun = report('server killed', await serverKill(cluster, owner));
    return {
      complete: true,
      posts,
      pages: pageCount,
      workers,
      raw,
      burst: burstRun,
      minute: minuteRun,
      tenfold: tenfoldRun,
      chaos: chaosRun,
      restart: restartRun,
    };
  } finally {
    await cluster.stop();
  }
}

type Counts = Awaited<ReturnType<typeof exactlyOnce>>;
export type PublishingResult =
  | {
      complete: false;
      raw: Awaited<ReturnType<typeof rawThroughput>>;
      burst: Awaited<ReturnType<typeof lateness>>;
      tenfold?: Awaited<ReturnType<typeof tenfoldMinute>>;
    }
  | {
      complete: true;
      posts: number;
      pages: number;
      workers: number;
      raw: Awaited<ReturnType<typeof rawThroughput>>;
      burst: Awaited<ReturnType<typeof lateness>>;
      minute: Awaited<ReturnType<typeof lateness>>;
      tenfold: Awaited<ReturnType<typeof tenfoldMinute>>;
      chaos: Counts & { settled: boolean; kills: string[] };
      restart: Counts & { settled: boolean; atKill: Record<string, number> };
    };
