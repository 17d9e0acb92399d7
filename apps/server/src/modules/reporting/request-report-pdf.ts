import type { ReportPdf, ReportPdfRequest } from '@pagewise/shared/report-exports';
import { timeZoneOf } from '@pagewise/shared/time-zones';
import type { AppContext } from '../../platform/context.ts';
import { accountTimeZone } from '../accounts/account-time-zone.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertPlanAllows } from '../plans/assert-plan.ts';
import { authorize } from '../users/access.ts';
import { reportPdfs } from './delivery-schema.ts';
import { buildReportPdfJob } from './report-pdf-jobs.ts';
import { reportPeriodDays } from './report-period.ts';
import { reportPages } from './report-scope.ts';
import { toPublicReportPdf } from './to-public-report-pdf.ts';

/**
 * Asks for a report's PDF (spec §4: in progress, then sent by e-mail or failed): the period's days
 * are fixed now, in the caller's zone, so a PDF built a minute after midnight covers what was on
 * the screen. A job builds it and e-mails the caller a link.
 */
export async function requestReportPdf(
  context: Pick<AppContext, 'database' | 'queue' | 'now'>,
  auth: Auth,
  input: ReportPdfRequest,
): Promise<ReportPdf> {
  // The page or group is found first: another account's is a 404, never a 403.
  await reportPages(context, auth, input);
  authorize(auth, 'export_reports');
  const db = context.database.db;
  // A report's PDF by e-mail is the plan's `pdfExport`.
  await assertPlanAllows(db, auth.user.accountId, 'pdfExport');
  const zone = timeZoneOf({
    timeZone: auth.user.timeZone,
    account: { timeZone: await accountTimeZone(db, auth.user.accountId) },
  });
  const days = reportPeriodDays(input, context.now(), zone);
  const [row] = await db
    .insert(reportPdfs)
    .values({
      accountId: auth.user.accountId,
      requestedBy: auth.user.id,
      scope: {
        period: input.period,
        ...(input.period === 'custom' ? { from: days.from, to: days.to } : {}),
        ...(input.pageId ? { pageId: input.pageId } : {}),
        ...(input.groupId ? { groupId: input.groupId } : {}),
      },
      fromDay: days.from,
      toDay: days.to,
      language: auth.user.language,
      recipients: [auth.user.email],
      createdAt: context.now(),
    })
    .returning();
  if (!row) throw new Error('report PDF insert returned nothing');
  // The PDF's id is the job's: the same PDF can never be queued twice.
  await context.queue.send(buildReportPdfJob, { pdfId: row.id }, { id: row.id });
  return toPublicReportPdf(row);
}
