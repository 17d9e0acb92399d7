import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type App, createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrationsFolder, migrationsHash } from '../platform/embedded-template.ts';
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

const databaseUrl = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A database with this version's migrations applied, made once per PostgreSQL server and kept
 * for the next runs (named by the migrations' content): each suite's database is copied from it
 * (0.4 s) instead of migrated anew (1.8 s, some 150 times a run). It is made under a name of its
 * own and renamed when complete, so that a run stopped half way leaves no half-migrated template.
 */
let templateMade: string | undefined;
async function templateDatabase(admin: pg.Client, baseUrl: string): Promise<string> {
  // Found or made once per worker: its suites then copy it without asking again.
  if (templateMade) return templateMade;
  templateMade = await findOrMakeTemplate(admin, baseUrl);
  return templateMade;
}

async function findOrMakeTemplate(admin: pg.Client, baseUrl: string): Promise<string> {
  const name = `pagewise_template_${migrationsHash()}`;
  await admin.query('select pg_advisory_lock(727275)');
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const making = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${making}`);
    const client = new pg.Client({ connectionString: databaseUrl(baseUrl, making) });
    await client.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.end();
    }
    await admin.query(`alter database ${making} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(727275)');
  }
}

async function createPostgresDatabase() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('PAGEWISE_TEST_DB=postgres needs DATABASE_URL');
  const name = `pagewise_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${await templateDatabase(admin, baseUrl)}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(baseUrl, name);
  return {
    url,
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
