import { reblockWaitMs } from '@pagewise/shared/inbox';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { inboxBlocks } from './schema.ts';

/**
 * Spec §7: a blocked user can be re-blocked only 48 hours after being unblocked. The author's
 * latest block on the page decides; the error says when blocking is possible again.
 */
export async function checkReblock(db: Database, pageId: string, authorRemoteId: string, now: Date) {
  const [latest] = await db
    .select({ unblockedAt: inboxBlocks.unblockedAt })
    .from(inboxBlocks)
    .where(and(eq(inboxBlocks.pageId, pageId), eq(inboxBlocks.authorRemoteId, authorRemoteId)))
    .orderBy(desc(inboxBlocks.blockedAt))
    .limit(1);
  const unblockedAt = latest?.unblockedAt;
  if (!unblockedAt) return;
  const allowedAt = unblockedAt.getTime() + reblockWaitMs;
  if (now.getTime() < allowedAt) {
    throw new AppError('inbox_reblock_too_soon', {
      details: { allowedAt: new Date(allowedAt).toISOString() },
    });
  }
}
