import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { accounts } from '../accounts/schema.ts';
import { users } from './schema.ts';

/**
 * Where storage keeps the profile pictures of an account's users and the account's own logo (the
 * reports' brand): deleting the account deletes them.
 */
export async function accountPictureKeys(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ key: users.pictureKey })
    .from(users)
    .where(and(eq(users.accountId, accountId), isNotNull(users.pictureKey)));
  const [account] = await db
    .select({ key: accounts.logoKey })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return [...rows, ...(account ? [account] : [])].flatMap((row) => (row.key ? [row.key] : []));
}
