import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { serverNodeFlags } from '../../apps/server/src/platform/node-flags.ts';

const root = new URL('../..', import.meta.url).pathname;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Server processes of one product installation on a fresh PostgreSQL database, as production
 * runs them: a `web` process and `worker` processes (or one `all`), sharing the database, the
 * data folder (media, outbox) and the app secret.
 */
export async function startCluster() {
  const name = `pagewise_bench_${Date.now()}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-bench-'));
  const appSecret = randomBytes(32).toString('hex');
  const port = 3900 + Math.floor(Math.random() * 90);
  const webUrl = `http://127.0.0.1:${port}`;
  const processes = new Set<ChildProcess>();

  function spawnRole(role: 'web' | 'worker' | 'all', env: Record<string, string> = {}) {
    const child = spawn(process.execPath, [...serverNodeFlags, join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        ROLE: role,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        APP_SECRET: appSecret,
        SMTP_URL: '',
        PORT: String(port),
        PUBLIC_URL: webUrl,
        LOG_LEVEL: 'error',
        // The API's rate limits would throttle the benchmark's own clients.
        RATE_LIMITS: 'off',
        // The sandbox pages' inbox is read once an hour, not every 20 s: the publishing figures
        // measure publishing alone.
        INBOX_POLL_SECONDS: '3600',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    processes.add(child);
    child.on('exit', () => processes.delete(child));
    return child;
  }

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  return {
    databaseUrl,
    dataDir,
    webUrl,
    pool,
    spawnRole,
    waitHealthy: () => waitHealthy(webUrl),
    /** Waits for an e-mail to this address in the outbox and returns its text. */
    waitForEmail: (to: string, containing: string) => waitForEmail(dataDir, to, containing),
    async stop() {
      for (const child of processes) child.kill('SIGKILL');
      await pool.end();
      // Diagnosis only: the database is kept for EXPLAIN and pgbench, and its name printed.
      if (process.env.BENCH_KEEP_DATABASE) return console.error(`database kept: ${databaseUrl}`);
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** Waits until the server at `url` answers its health check. */
export async function waitHealthy(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} not healthy in 60 s`);
}

/** Waits for an e-mail to this address in the outbox of `dataDir` and returns its text. */
export async function waitForEmail(dataDir: string, to: string, containing: string) {
  const outbox = join(dataDir, 'outbox');
  for (let i = 0; i < 300; i += 1) {
    const files = (() => {
      try {
        return readdirSync(outbox);
      } catch {
        return [];
      }
    })();
    // Every file every time: one may have been read while it was still being written.
    for (const file of files) {
      const text = readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (text.includes(to) && text.includes(containing)) return text;
    }
    await sleep(200);
  }
  throw new Error(`no e-mail to ${to}`);
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Dropping the benchmark database (`with (force)`) ends the idle connections pg-boss clients of
// this process may still hold; that ending is expected, anything else still stops the run.
process.on('uncaughtException', (error: Error & { code?: string }) => {
  if (error.code === '57P01') return;
  console.error(error);
  process.exit(1);
});
