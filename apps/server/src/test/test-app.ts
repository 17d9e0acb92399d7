import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type App, createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startMailCatcher } from './mail-catcher.ts';

/**
 * A whole server for one suite: a fresh database (in-memory PGlite, or a new PostgreSQL
 * database when the suite runs in the `server-postgres` project), a real SMTP catcher, and
 * `inject` for requests.
 */
export async function startTestApp(options: { now?: () => Date; env?: Record<string, string> } = {}) {
  const mail = await startMailCatcher();
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-test-'));
  const postgres = process.env.PAGEWISE_TEST_DB === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://pagewise.test',
    WEB_DIST: join(dataDir, 'no-web'),
    // Suites make far more requests from one address than a person would; the limits have their
    // own tests (platform/rate-limit.test.ts), which turn them on.
    RATE_LIMITS: 'off',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  const app: App = await createApp(config, {
    ...(postgres ? {} : { embeddedPath: 'memory://' }),
    ...(options.now ? { now: options.now } : {}),
  });
  const http = app.http;
  if (!http) throw new Error('test app has no HTTP server');
  return {
    app,
    http,
    mail,
    async close() {
      await app.close();
      await mail.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

async function createPostgresDatabase() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('PAGEWISE_TEST_DB=postgres needs DATABASE_URL');
  const name = `pagewise_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      // A closed pool's connections may still be on their way out: wait for them rather than
      // force them, since a forced end reaches a client that no longer listens as an uncaught error.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await client.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          if (attempt >= 50) {
            await client.query(`drop database if exists ${name} with (force)`);
            break;
          }
          if ((error as { code?: string }).code !== '55006') throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await client.end();
    },
  };
}
