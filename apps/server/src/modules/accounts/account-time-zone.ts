import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { accounts } from './schema.ts';

/** The account's IANA time zone: its days start at midnight there (bots' daily limits, e-mails). */
export async function accountTimeZone(db: Database, accountId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.timeZone ?? 'UTC';
}
