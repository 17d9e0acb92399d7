import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { accounts } from './schema.ts';

/**
 * Locks the account row until the transaction `tx` ends: changes that must see the account as a
 * whole (its administrators, its exports, its deletion) then happen one after the other.
 */
export async function lockAccount(tx: Database, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}
