import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import { migrationsFolder, readTemplate } from './embedded-template.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database the product runs on: embedded PGlite by default, PostgreSQL when a URL is given. */
export type DatabaseHandle =
  | { kind: 'embedded'; db: Database; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; url: string; close(): Promise<void> };

/**
 * Opens the database and applies the migrations in `apps/server/drizzle`. On PostgreSQL an
 * advisory lock keeps several processes starting at once from migrating concurrently.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** `memory://` for tests that need no files. */
  embeddedPath?: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // No JIT compilation: its cost estimate counts every row a statement might look up, so a
    // planner month of thousands of events (most never looked up) spent 65 ms compiling a statement
    // that runs in 20 (bench/README.md). The product's statements are short; JIT never pays here.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off' });
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727274)');
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => {});
      client.release();
    }
    return { kind: 'postgres', db, pool, url: options.databaseUrl, close: () => pool.end() };
  }
  const path = options.embeddedPath ?? join(options.dataDir, 'pglite');
  const inMemory = path.startsWith('memory://');
  if (!inMemory) mkdirSync(path, { recursive: true });
  const unlock = inMemory ? () => {} : lockEmbeddedDatabase(path);
  // A new database is unpacked from the template made at install time, when there is one.
  const template = inMemory || !existsSync(join(path, 'PG_VERSION')) ? readTemplate() : undefined;
  try {
    const pglite = await PGlite.create(path, template ? { loadDataDir: template } : {});
    const db = drizzlePglite(pglite, { schema }) as unknown as Database;
    await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder });
    const close = async () => {
      await pglite.close();
      unlock();
    };
    return { kind: 'embedded', db, pglite, close };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function databaseIsUp(handle: DatabaseHandle): Promise<boolean> {
  try {
    await handle.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
