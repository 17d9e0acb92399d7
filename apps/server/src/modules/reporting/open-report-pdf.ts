import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { hashToken } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { reportPdfs } from './delivery-schema.ts';
import { retireReportPdfs } from './retire-report-pdfs.ts';

export type OpenedReportPdf = { content: Readable; fileName: string; bytes: number | null };

/**
 * The PDF behind an e-mailed link: no session, the token decides. A wrong token, or one of another
 * PDF, is an invalid link; the right one past the PDF's lifetime says so (`report_pdf_expired`).
 */
export async function openReportPdf(
  context: Pick<AppContext, 'database' | 'storage' | 'now'>,
  pdfId: string,
  token: string,
): Promise<OpenedReportPdf> {
  const invalid = () => new AppError('invalid_token', { message: 'This download link is invalid' });
  if (!isUuid(pdfId)) throw invalid();
  const find = async () =>
    (
      await context.database.db
        .select()
        .from(reportPdfs)
        .where(and(eq(reportPdfs.id, pdfId), eq(reportPdfs.downloadTokenHash, hashToken(token))))
        .limit(1)
    )[0];
  const found = await find();
  if (!found) throw invalid();
  await retireReportPdfs(context, found.accountId);
  const row = await find();
  if (!row) throw invalid();
  if (!row.fileKey || (row.expiresAt && row.expiresAt <= context.now())) {
    throw new AppError('report_pdf_expired', {
      message: 'This report link has expired',
      details: { expiredAt: row.expiresAt?.toISOString() ?? null },
    });
  }
  const content = context.storage.open(row.fileKey);
  // A file that vanished is known before the answer starts, not half-way through it.
  await once(content, 'ready').catch((error: unknown) => {
    throw new AppError('not_found', { message: 'The report file is missing', cause: error });
  });
  return { content, fileName: `report-${row.fromDay}-${row.toDay}.pdf`, bytes: row.sizeBytes };
}
