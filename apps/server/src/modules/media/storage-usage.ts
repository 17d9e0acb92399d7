import type { StorageUsage } from '@pagewise/shared/posts/post';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { findStorageQuota } from '../accounts/storage-quota.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { media } from './schema.ts';

/**
 * What the account's files weigh: uploads and the images bots fetched into its media. Profile
 * pictures (one small WebP per user) and data exports (kept 7 days, one at a time) do not count.
 */
export async function usedStorage(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql`coalesce(sum(${media.bytes}), 0)`.mapWith(Number) })
    .from(media)
    .where(eq(media.accountId, accountId));
  return row?.bytes ?? 0;
}

/** The media picker's gauge: how much of the account's quota its files take. */
export async function getStorageUsage(
  context: Pick<AppContext, 'database' | 'config'>,
  auth: Auth,
): Promise<StorageUsage> {
  authorize(auth, 'read');
  const db = context.database.db;
  const [usedBytes, quotaBytes] = await Promise.all([
    usedStorage(db, auth.user.accountId),
    findStorageQuota(db, context.config, auth.user.accountId),
  ]);
  return { usedBytes, quotaBytes };
}
