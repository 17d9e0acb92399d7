import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';

/**
 * The rows of a read, planned for its values each time (not prepared): the inbox's filters differ
 * a lot in how many rows they keep, and a plan made for one page's few items would scan for
 * another's many.
 */
export async function rowsOf<Row>(context: Pick<AppContext, 'database'>, statement: SQL): Promise<Row[]> {
  const result = await context.database.db.execute(statement);
  return (result as unknown as { rows: Row[] }).rows;
}
