import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { users } from './schema.ts';

/** Where storage keeps the profile pictures of an account's users: deleting the account deletes them. */
export async function accountPictureKeys(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ key: users.pictureKey })
    .from(users)
    .where(and(eq(users.accountId, accountId), isNotNull(users.pictureKey)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}
