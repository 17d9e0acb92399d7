import type { SQL } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';

/** Rows of a raw statement, the same on PGlite and node-postgres. */
export async function queryRows<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}
