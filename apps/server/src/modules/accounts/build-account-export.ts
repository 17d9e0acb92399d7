import { accountExportLifetimeDays } from '@pagewise/shared/users';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import { newStorageKey } from '../../platform/storage.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize, loadPageScope } from '../users/access.ts';
import { users } from '../users/schema.ts';
import { emailExportReady } from './email-export-ready.ts';
import { supersedeAccountExports } from './expire-account-exports.ts';
import { exportContents } from './export-contents.ts';
import { type AccountExportRow, accountExports } from './export-schema.ts';
import { zipStream } from './zip-stream.ts';

// `size_bytes` is a 32-bit integer column, and fflate writes no ZIP64: past this the archive cannot be recorded.
const maxArchiveBytes = 2 ** 31 - 1;

/**
 * The job: writes the account's archive to storage, then marks the export ready and e-mails the
 * requester a download link. A failure is logged and leaves the export `failed`; the user asks again.
 */
export async function buildAccountExport(context: AppContext, exportId: string): Promise<void> {
  const db = context.database.db;
  // Queued, or running when a vanished worker's job came back: anything else is finished or gone.
  const [row] = await db
    .update(accountExports)
    .set({ status: 'running', progress: 0 })
    .where(and(eq(accountExports.id, exportId), inArray(accountExports.status, ['queued', 'running'])))
    .returning();
  if (!row) return;
  let fileKey: string | undefined;
  try {
    const auth = await requesterAuth(context, row);
    fileKey = newStorageKey('zip');
    let shown = 0;
    const onProgress = async (percent: number) => {
      // A write per media file would be noise: the bar moves by steps of 5.
      if (percent - shown < 5) return;
      shown = percent;
      await db.update(accountExports).set({ progress: percent }).where(eq(accountExports.id, row.id));
    };
    const { bytes } = await context.storage.put(
      fileKey,
      zipStream(exportContents(context, auth, onProgress), context.now()),
    );
    if (bytes > maxArchiveBytes) throw new Error(`the archive is too large (${bytes} bytes)`);
    const token = newToken();
    const finishedAt = context.now();
    const expiresAt = new Date(finishedAt.getTime() + accountExportLifetimeDays * 24 * 3600_000);
    const [ready] = await db
      .update(accountExports)
      .set({
        status: 'ready',
        progress: 100,
        fileKey,
        sizeBytes: bytes,
        downloadTokenHash: hashToken(token),
        finishedAt,
        expiresAt,
      })
      .where(eq(accountExports.id, row.id))
      .returning();
    // The account was deleted while its archive was being written: the archive goes with it.
    if (!ready) {
      await context.storage.remove(fileKey);
      return;
    }
    await supersedeAccountExports(context, ready);
    await emailExportReady(context, {
      requester: auth.user,
      exportId: row.id,
      token,
      sizeBytes: bytes,
      expiresAt,
    });
  } catch (error) {
    context.logger.error({ err: error, exportId: row.id }, 'account export failed');
    if (fileKey) await context.storage.remove(fileKey);
    await db
      .update(accountExports)
      .set({
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        fileKey: null,
        downloadTokenHash: null,
        finishedAt: context.now(),
      })
      .where(eq(accountExports.id, row.id));
  }
}

/**
 * The job reads as the administrator who asked, through the same services as their requests.
 * One who left the account or lost the role since has no archive made in their name.
 */
async function requesterAuth(context: AppContext, row: AccountExportRow): Promise<Auth> {
  if (!row.requestedBy) throw new Error('the requester no longer exists');
  const db = context.database.db;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, row.requestedBy), eq(users.accountId, row.accountId)))
    .limit(1);
  if (!user) throw new Error('the requester no longer exists');
  // A job has no session: the export's own id stands in for one, so nothing could revoke a real one.
  const auth: Auth = { user, pages: await loadPageScope(db, user), session: { id: row.id, kind: 'user' } };
  authorize(auth, 'export');
  return auth;
}
