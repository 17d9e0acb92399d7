import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { requireCurrentPassword } from '../auth/passwords.ts';
import { forgetCachedSessions } from '../auth/session-cache.ts';
import type { Auth } from '../auth/sessions.ts';
import { endAccountSubscriptions } from '../billing/end-account-subscriptions.ts';
import { listAccountMedia } from '../media/list-account-media.ts';
import { accountPagePictureKeys } from '../pages/account-page-picture-keys.ts';
import { reportPdfs } from '../reporting/delivery-schema.ts';
import { authorize } from '../users/access.ts';
import { accountPictureKeys } from '../users/account-picture-keys.ts';
import { accountExports } from './export-schema.ts';
import { lockAccount } from './lock-account.ts';
import { accounts } from './schema.ts';

/**
 * Deletes the caller's account and everything it owns: the stored files first (media, export
 * archives, report PDFs, profile and page pictures), then the account row, from which every other table cascades
 * (users and their sessions, pages, groups, posts, templates…). Its Stripe subscriptions are
 * cancelled before anything is removed (nothing is charged for an account that is gone). Nothing can
 * be undone, so the password is asked again.
 */
export async function deleteAccount(
  context: Pick<AppContext, 'database' | 'storage' | 'logger' | 'config'>,
  auth: Auth,
  input: { password: string },
): Promise<void> {
  authorize(auth, 'delete_account');
  await requireCurrentPassword(auth.user.passwordHash, input.password, 'password');
  const accountId = auth.user.accountId;
  await endAccountSubscriptions(context, accountId);
  await context.database.db.transaction(async (tx) => {
    // Locking the account row holds back every insert that refers to it (an upload finishing,
    // an export starting) until it is gone, so no file is added after the list below is read.
    await lockAccount(tx, accountId);
    const archives = await tx
      .select({ key: accountExports.fileKey })
      .from(accountExports)
      .where(and(eq(accountExports.accountId, accountId), isNotNull(accountExports.fileKey)));
    const reports = await tx
      .select({ key: reportPdfs.fileKey })
      .from(reportPdfs)
      .where(and(eq(reportPdfs.accountId, accountId), isNotNull(reportPdfs.fileKey)));
    const keys = [
      ...(await listAccountMedia(tx, accountId)).map((file) => file.storageKey),
      ...archives.flatMap((archive) => (archive.key ? [archive.key] : [])),
      ...reports.flatMap((report) => (report.key ? [report.key] : [])),
      ...(await accountPictureKeys(tx, accountId)),
      ...(await accountPagePictureKeys(tx, accountId)),
    ];
    // Files before the row: should a removal fail, the account is still there to delete again.
    for (const key of keys) await context.storage.remove(key);
    await tx.delete(accounts).where(eq(accounts.id, accountId));
    context.logger.info({ accountId, files: keys.length }, 'account deleted');
  });
  forgetCachedSessions();
}
