import type { ReportPdf } from '@pagewise/shared/report-exports';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { reportPdfs } from './delivery-schema.ts';
import { retireReportPdfs } from './retire-report-pdfs.ts';
import { toPublicReportPdf } from './to-public-report-pdf.ts';

/**
 * The account's latest report PDFs, newest first, or one schedule's deliveries. A user limited to
 * some pages sees only the PDFs they asked for: the others may cover pages they do not reach.
 */
export async function listReportPdfs(
  context: Pick<AppContext, 'database' | 'storage' | 'now'>,
  auth: Auth,
  options: { scheduleId?: string; limit?: number } = {},
): Promise<ReportPdf[]> {
  authorize(auth, 'export_reports');
  await retireReportPdfs(context, auth.user.accountId);
  const rows = await context.database.db
    .select()
    .from(reportPdfs)
    .where(
      and(
        eq(reportPdfs.accountId, auth.user.accountId),
        options.scheduleId ? eq(reportPdfs.scheduleId, options.scheduleId) : undefined,
        auth.pages.allPages ? undefined : eq(reportPdfs.requestedBy, auth.user.id),
      ),
    )
    .orderBy(desc(reportPdfs.createdAt), desc(reportPdfs.id))
    .limit(options.limit ?? 20);
  return rows.map(toPublicReportPdf);
}
