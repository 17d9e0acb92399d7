import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { pages } from './schema.ts';

/** Where storage keeps the pictures of an account's pages: deleting the account deletes them. */
export async function accountPagePictureKeys(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ key: pages.pictureKey })
    .from(pages)
    .where(and(eq(pages.accountId, accountId), isNotNull(pages.pictureKey)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}
