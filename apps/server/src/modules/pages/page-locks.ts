import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { pages } from './schema.ts';

/** The space of the advisory locks below, apart from any other advisory lock of the product. */
const pageSetLocks = 727_301;

/**
 * Changes to the set of an account's pages and groups (a group made, changed or deleted, a page
 * deleted) come one after the other: each takes this lock first in its transaction, so that none
 * deadlocks on the rows of another and each sees what the one before it did. An advisory lock
 * rather than the account's row, which every row referring to the account locks in passing.
 */
export async function lockPageSet(tx: Database, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${pageSetLocks}::int, hashtext(${accountId}))`);
}

/**
 * The pages among `pageIds` that still exist, kept from deletion until the transaction ends: what
 * is written next may refer to them. A page deleted a moment before is not among them.
 */
export async function keepPages(tx: Database, pageIds: readonly string[]): Promise<string[]> {
  if (pageIds.length === 0) return [];
  const rows = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(inArray(pages.id, [...pageIds]))
    .for('key share');
  return rows.map((row) => row.id);
}
