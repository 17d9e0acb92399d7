import { and, eq, inArray, isNotNull, lt, lte, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { reportPdfs } from './delivery-schema.ts';
import { lostReportPdfAfterMs } from './report-pdf-jobs.ts';

type Context = Pick<AppContext, 'database' | 'storage' | 'now'>;

/**
 * PDFs past their lifetime lose their file (their link then says it expired: the token's hash is
 * kept for that), and PDFs still in progress long after their job was lost read as failed. Checked
 * when an account's PDFs are read and by every schedules sweep; `accountId` limits it to one account.
 */
export async function retireReportPdfs(context: Context, accountId?: string): Promise<void> {
  const db = context.database.db;
  const now = context.now();
  const ofAccount: SQL | undefined = accountId ? eq(reportPdfs.accountId, accountId) : undefined;
  await db
    .update(reportPdfs)
    .set({ status: 'failed', error: 'lost with its job' })
    .where(
      and(
        ofAccount,
        eq(reportPdfs.status, 'in_progress'),
        lt(reportPdfs.createdAt, new Date(now.getTime() - lostReportPdfAfterMs)),
      ),
    );
  const due = await db
    .select({ id: reportPdfs.id, fileKey: reportPdfs.fileKey })
    .from(reportPdfs)
    .where(and(ofAccount, isNotNull(reportPdfs.fileKey), lte(reportPdfs.expiresAt, now)))
    .limit(500);
  if (due.length === 0) return;
  const retired = await db
    .update(reportPdfs)
    .set({ fileKey: null })
    .where(
      and(
        isNotNull(reportPdfs.fileKey),
        inArray(
          reportPdfs.id,
          due.map((row) => row.id),
        ),
      ),
    )
    .returning({ id: reportPdfs.id });
  // The row goes first: a file left behind by a crash is harmless, a link to a missing file is not.
  const gone = new Set(retired.map((row) => row.id));
  for (const row of due) if (row.fileKey && gone.has(row.id)) await context.storage.remove(row.fileKey);
}
