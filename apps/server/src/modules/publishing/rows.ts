import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DatabaseHandle } from '../../platform/database.ts';

/** Rows of a raw statement, the same on PGlite and node-postgres. */
export async function queryRows<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * A common table expression that turns `synchronous_commit` off for its statement's transaction
 * only: the statement commits without waiting for the disk. Name it `relaxed`, and join it where
 * it must run (`cross join relaxed`).
 */
export const relaxedCommit = `relaxed as materialized (
    select set_config('synchronous_commit', 'off', true) as setting
  )`;

/** Timestamps as PostgreSQL writes them, as Drizzle reads them too: its columns turn text into dates. */
const timestampsAsText = new Set([1082, 1114, 1184]);
const types = {
  getTypeParser: (id: number, format?: string) =>
    timestampsAsText.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format as 'text'),
};

/**
 * Rows of one of the engine's fixed statements (`$1`… parameters, arrays for lists). On
 * PostgreSQL it is a named prepared statement: each connection parses and plans it once, not
 * once per batch. Timestamps may come back as `Date` (PGlite) or as text (PostgreSQL: parsed
 * once, by whoever reads them, rather than by the driver's date parser for every column).
 */
export async function queryPrepared<Row>(
  database: DatabaseHandle,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  if (database.kind === 'postgres')
    return (await database.pool.query<Row & object>({ name, text, values, types })).rows as Row[];
  return (await database.pglite.query<Row>(text, values)).rows;
}
