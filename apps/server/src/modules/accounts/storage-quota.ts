import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/database.ts';
import { accounts } from './schema.ts';

/**
 * What an account's files may weigh together: its own quota where one is set (its plan's, once
 * billing sets it), otherwise `STORAGE_QUOTA_MB`.
 */
export function storageQuotaOf(
  account: { storageQuotaBytes: number | null },
  config: Pick<Config, 'storageQuotaBytes'>,
): number {
  return account.storageQuotaBytes ?? config.storageQuotaBytes;
}

/** The quota of one account, read from its row. */
export async function findStorageQuota(
  db: Database,
  config: Pick<Config, 'storageQuotaBytes'>,
  accountId: string,
): Promise<number> {
  const [account] = await db
    .select({ storageQuotaBytes: accounts.storageQuotaBytes })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return storageQuotaOf(account ?? { storageQuotaBytes: null }, config);
}
