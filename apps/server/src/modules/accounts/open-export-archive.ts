import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { hashToken } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { expireAccountExports } from './expire-account-exports.ts';
import { type AccountExportRow, accountExports } from './export-schema.ts';
import { findAccountExport } from './find-account-export.ts';

type Context = Pick<AppContext, 'database' | 'storage' | 'now'>;
export type ExportArchive = { content: Readable; fileName: string; bytes: number | null };

/** The ZIP of an export of the caller's account, for a logged-in administrator. */
export async function openExportArchive(context: Context, auth: Auth, exportId: string) {
  return openArchive(context, await findAccountExport(context, auth, exportId));
}

/**
 * The ZIP behind the e-mailed link: no session, the token decides. A wrong token, one of another
 * export, or an archive past its lifetime are all the same invalid link.
 */
export async function openDownloadedArchive(
  context: Context,
  exportId: string,
  token: string,
): Promise<ExportArchive> {
  const invalid = () =>
    new AppError('invalid_token', { message: 'This download link is invalid or has expired' });
  if (!isUuid(exportId)) throw invalid();
  const [found] = await context.database.db
    .select({ accountId: accountExports.accountId })
    .from(accountExports)
    .where(and(eq(accountExports.id, exportId), eq(accountExports.downloadTokenHash, hashToken(token))))
    .limit(1);
  if (!found) throw invalid();
  await expireAccountExports(context, found.accountId);
  const [row] = await context.database.db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, exportId), eq(accountExports.downloadTokenHash, hashToken(token))))
    .limit(1);
  if (!row) throw invalid();
  return openArchive(context, row);
}

async function openArchive(context: Context, row: AccountExportRow): Promise<ExportArchive> {
  if (row.status !== 'ready' || !row.fileKey) {
    throw new AppError('export_not_ready', { details: { status: row.status } });
  }
  const content = context.storage.open(row.fileKey);
  // A file that vanished is known before the answer starts, not half-way through it.
  await once(content, 'ready').catch((error: unknown) => {
    throw new AppError('not_found', { message: 'The archive file is missing', cause: error });
  });
  return {
    content,
    fileName: `pagewise-export-${row.createdAt.toISOString().slice(0, 10)}.zip`,
    bytes: row.sizeBytes,
  };
}
