import type { AccountExport } from '@pagewise/shared/users';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { buildAccountExportJob, lostExportAfterMs } from './account-export-job.ts';
import { expireAccountExports } from './expire-account-exports.ts';
import { accountExports } from './export-schema.ts';
import { lockAccount } from './lock-account.ts';
import { toPublicExport } from './to-public-export.ts';

const inProgress = inArray(accountExports.status, ['queued', 'running']);

/**
 * Asks for the archive of everything the account owns. One export is built at a time per
 * account: while one is queued or running, asking again answers that one (`created: false`).
 */
export async function requestAccountExport(
  context: Pick<AppContext, 'database' | 'storage' | 'queue' | 'now'>,
  auth: Auth,
): Promise<{ export: AccountExport; created: boolean }> {
  authorize(auth, 'export');
  const accountId = auth.user.accountId;
  await expireAccountExports(context, accountId);
  const now = context.now();
  const { row, created } = await context.database.db.transaction(async (tx) => {
    // The account row is the lock two simultaneous requests queue on, so only one inserts.
    await lockAccount(tx, accountId);
    await tx
      .update(accountExports)
      .set({ status: 'failed', error: 'lost with its job', finishedAt: now })
      .where(
        and(
          eq(accountExports.accountId, accountId),
          inProgress,
          lt(accountExports.createdAt, new Date(now.getTime() - lostExportAfterMs)),
        ),
      );
    const [current] = await tx
      .select()
      .from(accountExports)
      .where(and(eq(accountExports.accountId, accountId), inProgress))
      .limit(1);
    if (current) return { row: current, created: false };
    const [inserted] = await tx
      .insert(accountExports)
      .values({ accountId, requestedBy: auth.user.id, createdAt: now })
      .returning();
    if (!inserted) throw new Error('account export insert returned nothing');
    return { row: inserted, created: true };
  });
  // The export's id is the job's: the same export can never be queued twice.
  if (created) await context.queue.send(buildAccountExportJob, { exportId: row.id }, { id: row.id });
  return { export: toPublicExport(row), created };
}
