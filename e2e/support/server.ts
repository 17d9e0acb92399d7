import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serverNodeFlags } from '../../apps/server/src/platform/node-flags.ts';

const root = new URL('../..', import.meta.url).pathname;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The real server, as `npm start` runs it, on a fresh embedded database in a temporary data
 * folder. E-mails land in its outbox, where a user of a fresh install would find them.
 */
export async function startServer(extraEnv: Record<string, string> = {}) {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: '',
    SMTP_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  let child = await spawnHealthy(url, env);
  async function stopChild() {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
  const outbox = join(dataDir, 'outbox');
  return {
    url,
    dataDir,
    /** Waits for an e-mail to this address in the outbox and returns its decoded text. */
    async waitForEmail(to: string, contains: string, timeoutMs = 15_000): Promise<string> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const files = existsSync(outbox) ? readdirSync(outbox).sort() : [];
        for (const file of files) {
          const text = decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8'));
          if (text.includes(`To: ${to}`) && text.includes(contains)) return text;
        }
        if (Date.now() > until) throw new Error(`no e-mail to ${to} containing ${contains}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    /**
     * Stops the server gracefully, runs `edit` on its embedded database (PGlite belongs to one
     * process, so only a stopped server's database can be changed), and starts it again on the
     * same folder and port.
     */
    async restartWith(edit: (database: PGlite) => Promise<void>) {
      await stopChild();
      const database = await PGlite.create(join(dataDir, 'pglite'));
      try {
        await edit(database);
      } finally {
        await database.close();
      }
      child = await spawnHealthy(url, env);
    },
    async stop() {
      await stopChild();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function spawnHealthy(url: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...serverNodeFlags, join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return child;
    if (Date.now() > deadline) {
      // Left running, it would hold its port and load the machine for the next files.
      child.kill('SIGKILL');
      throw new Error('server did not become healthy in 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
export type E2eServer = Awaited<ReturnType<typeof startServer>>;

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}
