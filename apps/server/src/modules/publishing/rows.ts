import type { SQL } from 'drizzle-orm';
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

/**
 * Rows of one of the engine's fixed statements (`$1`… parameters, arrays for lists). On
 * PostgreSQL it is a named prepared statement: each connection parses and plans it once, not
 * once per batch. Timestamps may come back as `Date` or as text.
 */
export async function queryPrepared<Row>(
  database: DatabaseHandle,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  if (database.kind === 'postgres')
    return (await database.pool.query<Row & object>({ name, text, values })).rows as Row[];
  return (await database.pglite.query<Row>(text, values)).rows;
}
