import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { serverNodeFlags } from '../../apps/server/src/platform/node-flags.ts';
import { sleep, startCluster, waitForEmail, waitHealthy } from '../publishing/cluster.ts';
import { type Account, type Server, seedAccount, weekOf } from './seed-account.ts';

const root = new URL('../..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_API_SECONDS ?? 20);
const connections = 200;
/** Each route reaches this share of the bare route's requests per second (issue 15). */
export const ofBareTarget = 0.2;

/** What autocannon saw of one route: 200 connections sending again as soon as answered. */
export type RouteFigures = {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

export type ThroughputResult = {
  seconds: number;
  connections: number;
  account: { pages: number; drafts: number };
  /** The bare Fastify route, before and after the product's routes. */
  bare: RouteFigures[];
  postgres: RouteFigures[];
  embedded: RouteFigures[];
};

/**
 * The user's token, and no compression unless `BENCH_API_ENCODING` names the encodings to accept
 * (`gzip, deflate, br, zstd` as a browser): autocannon's default, as the figures were
 * taken; the simulated users (`users.ts`) ask as browsers do.
 */
const headersOf = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  accept: 'application/json',
  ...(process.env.BENCH_API_ENCODING ? { 'accept-encoding': process.env.BENCH_API_ENCODING } : {}),
});

async function hammer(route: string, url: string, headers: Record<string, string>): Promise<RouteFigures> {
  // A short warm-up (the JIT, the pools), not counted.
  await autocannon({ url, connections: 20, duration: 2, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  const figures = {
    route,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  console.log(`${route}: ${JSON.stringify(figures)}`);
  return figures;
}

/** The three routes of the issue, on the account's own data. */
function productRoutes(webUrl: string, account: Account) {
  const { from, to } = weekOf(new Date());
  const week = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  return [
    { route: 'GET /api/pages', url: `${webUrl}/api/pages` },
    {
      route: `GET /api/posts (${account.postIds.length} drafts)`,
      url: `${webUrl}/api/posts?status=all&limit=50&offset=0`,
    },
    { route: 'GET /api/planner (the week)', url: `${webUrl}/api/planner?${week}` },
  ];
}

async function startBare(): Promise<{ url: string; child: ChildProcess }> {
  const port = 3990 + Math.floor(Math.random() * 9);
  const child = fork(new URL('./bare-server.ts', import.meta.url).pathname, [], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}/`, child };
}

/** The product on the embedded database, one `all` process as `npm start` runs it. */
async function startEmbedded() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-bench-embedded-'));
  const port = 3800 + Math.floor(Math.random() * 90);
  const webUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags, join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ...profileEnv('embedded'),
      ROLE: 'all',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SMTP_URL: '',
      PORT: String(port),
      PUBLIC_URL: webUrl,
      LOG_LEVEL: 'error',
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitHealthy(webUrl);
  const server: Server = { webUrl, waitForEmail: (to, containing) => waitForEmail(dataDir, to, containing) };
  return {
    server,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `BENCH_PROFILE=<folder>`: the server processes write CPU profiles there (`--cpu-prof`). */
function profileEnv(name: string): Record<string, string> {
  const folder = process.env.BENCH_PROFILE;
  return folder
    ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${folder} --cpu-prof-name=${name}.cpuprofile` }
    : {};
}

const account = { pages: 3, drafts: 40 };

/**
 * Requests per second of the pages list, the posts list (40 drafts) and the planner's week, each
 * hammered by 200 connections with no pause for `BENCH_API_SECONDS` (20 s), for one new user's
 * account: on PostgreSQL (one `web` process), beside a bare Fastify route measured in the same run
 * on the same machine, then on the embedded database (one `all` process).
 */
export async function benchThroughput(): Promise<ThroughputResult> {
  const only = process.env.BENCH_API_ONLY;
  const bare = await startBare();
  const result: ThroughputResult = { seconds, connections, account, bare: [], postgres: [], embedded: [] };
  try {
    result.bare.push(await hammer('bare Fastify route', bare.url, {}));
    if (only !== 'embedded') {
      const cluster = await startCluster();
      try {
        const web = cluster.spawnRole('web', profileEnv('web'));
        const mailer = cluster.spawnRole('worker');
        await cluster.waitHealthy();
        const owner = await seedAccount(cluster, account);
        mailer.kill('SIGTERM');
        await cluster.pool.query('analyze');
        for (const { route, url } of productRoutes(cluster.webUrl, owner)) {
          result.postgres.push(await hammer(route, url, headersOf(owner.token)));
        }
        // A profile is written when the process ends by itself.
        web.kill('SIGTERM');
        await new Promise((resolve) => web.once('exit', resolve));
      } finally {
        await cluster.stop();
      }
    }
    result.bare.push(await hammer('bare Fastify route', bare.url, {}));
    if (only !== 'postgres') {
      const embedded = await startEmbedded();
      try {
        const owner = await seedAccount(embedded.server, account);
        await sleep(1000);
        for (const { route, url } of productRoutes(embedded.server.webUrl, owner)) {
          result.embedded.push(await hammer(route, url, headersOf(owner.token)));
        }
      } finally {
        await embedded.stop();
      }
    }
  } finally {
    bare.child.kill('SIGKILL');
  }
  return result;
}

export function throughputRows(result: ThroughputResult) {
  const bare = Math.round(
    result.bare.reduce((sum, run) => sum + run.requestsPerSecond, 0) / Math.max(1, result.bare.length),
  );
  const rows = [
    {
      benchmark: `bare Fastify route, ${connections} connections (runs: ${result.bare.map((run) => run.requestsPerSecond).join(', ')} req/s)`,
      value: `${bare} req/s`,
      target: '',
      met: true,
    },
  ];
  for (const run of result.postgres) {
    const share = run.requestsPerSecond / bare;
    rows.push({
      benchmark: `PostgreSQL: ${run.route}, ${run.requestsPerSecond} req/s (p50 ${run.p50Ms}, p99 ${run.p99Ms} ms; errors ${run.errors}, non-2xx ${run.non2xx})`,
      value: `${Math.round(share * 1000) / 10} % of bare`,
      target: `≥ ${ofBareTarget * 100} %, no error`,
      met: share >= ofBareTarget && run.errors === 0 && run.non2xx === 0,
    });
  }
  for (const run of result.embedded) {
    rows.push({
      benchmark: `embedded: ${run.route}, ${run.requestsPerSecond} req/s (p50 ${run.p50Ms}, p99 ${run.p99Ms} ms; ${Math.round((run.requestsPerSecond / bare) * 1000) / 10} % of bare)`,
      value: `${run.timeouts} time-outs, ${run.errors - run.timeouts} other errors, ${run.non2xx} non-2xx`,
      target: '0',
      met: run.errors === 0 && run.non2xx === 0,
    });
  }
  return rows;
}
