import type { SQL } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';

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

export { queryPrepared } from '../../platform/statements.ts';
