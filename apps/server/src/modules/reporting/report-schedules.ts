import type { ReportSchedule, reportScheduleInput } from '@pagewise/shared/report-exports';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { accountTimeZone } from '../accounts/account-time-zone.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertPlanAllows } from '../plans/assert-plan.ts';
import { authorize } from '../users/access.ts';
import { type ReportScheduleRow, reportPdfs, reportSchedules } from './delivery-schema.ts';
import { nextReportRun } from './next-report-run.ts';
import { reportPages } from './report-scope.ts';
import { toPublicReportPdf } from './to-public-report-pdf.ts';

type Context = Pick<AppContext, 'database' | 'now'>;
/** The input once parsed by `reportScheduleInput` (defaults filled, addresses lower-cased). */
type Input = z.output<typeof reportScheduleInput>;

const notFound = () => new AppError('not_found', { message: 'Scheduled report not found' });

/** The account's scheduled reports, each with its latest delivery. */
export async function listReportSchedules(context: Context, auth: Auth): Promise<ReportSchedule[]> {
  authorize(auth, 'export_reports');
  const db = context.database.db;
  const rows = await db
    .select()
    .from(reportSchedules)
    .where(eq(reportSchedules.accountId, auth.user.accountId))
    .orderBy(reportSchedules.name, reportSchedules.id);
  const deliveries =
    rows.length === 0
      ? []
      : await db
          .selectDistinctOn([reportPdfs.scheduleId])
          .from(reportPdfs)
          .where(
            inArray(
              reportPdfs.scheduleId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(reportPdfs.scheduleId, desc(reportPdfs.createdAt));
  return rows.map((row) => {
    const last = deliveries.find((delivery) => delivery.scheduleId === row.id);
    return toPublicSchedule(row, last ? toPublicReportPdf(last) : null);
  });
}

/** A schedule of the caller's account (another account's does not exist for them). */
export async function findReportSchedule(
  context: Context,
  auth: Auth,
  id: string,
): Promise<ReportScheduleRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await context.database.db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.accountId, auth.user.accountId)))
    .limit(1);
  if (!row) throw notFound();
  authorize(auth, 'export_reports');
  return row;
}

/** A new scheduled report: first due on the next Monday or 1st of the account's zone. */
export async function createReportSchedule(
  context: Context,
  auth: Auth,
  input: Input,
): Promise<ReportSchedule> {
  await checkScope(context, auth, input);
  const zone = await accountTimeZone(context.database.db, auth.user.accountId);
  const [row] = await context.database.db
    .insert(reportSchedules)
    .values({
      accountId: auth.user.accountId,
      createdBy: auth.user.id,
      ...fieldsOf(input),
      nextRunAt: nextReportRun(input.frequency, context.now(), zone),
      createdAt: context.now(),
    })
    .returning();
  if (!row) throw new Error('report schedule insert returned nothing');
  return toPublicSchedule(row, null);
}

/** Changes a schedule; a new frequency moves its next delivery to that frequency's next start. */
export async function updateReportSchedule(
  context: Context,
  auth: Auth,
  id: string,
  input: Input,
): Promise<ReportSchedule> {
  const current = await findReportSchedule(context, auth, id);
  await checkScope(context, auth, input);
  const zone = await accountTimeZone(context.database.db, auth.user.accountId);
  const [row] = await context.database.db
    .update(reportSchedules)
    .set({
      ...fieldsOf(input),
      ...(input.frequency === current.frequency
        ? {}
        : { nextRunAt: nextReportRun(input.frequency, context.now(), zone) }),
    })
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.accountId, auth.user.accountId)))
    .returning();
  if (!row) throw notFound();
  const [last] = await context.database.db
    .select()
    .from(reportPdfs)
    .where(eq(reportPdfs.scheduleId, id))
    .orderBy(desc(reportPdfs.createdAt))
    .limit(1);
  return toPublicSchedule(row, last ? toPublicReportPdf(last) : null);
}

/** Deletes a schedule; its deliveries stay listed among the account's PDFs. */
export async function deleteReportSchedule(context: Context, auth: Auth, id: string): Promise<void> {
  await findReportSchedule(context, auth, id);
  await context.database.db
    .delete(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.accountId, auth.user.accountId)));
}

/**
 * The page or group must be one the caller reaches (another account's is a 404), they may export,
 * and scheduled reports are their plan's (`pdfExport`; listing and deleting them stay open).
 */
async function checkScope(context: Context, auth: Auth, input: Input) {
  await reportPages(context, auth, {
    ...(input.pageId ? { pageId: input.pageId } : {}),
    ...(input.groupId ? { groupId: input.groupId } : {}),
  });
  authorize(auth, 'export_reports');
  await assertPlanAllows(context.database.db, auth.user.accountId, 'pdfExport');
}

function fieldsOf(input: Input) {
  return {
    name: input.name,
    frequency: input.frequency,
    pageId: input.pageId ?? null,
    groupId: input.groupId ?? null,
    recipients: input.recipients,
    language: input.language,
    enabled: input.enabled,
  };
}

function toPublicSchedule(
  row: ReportScheduleRow,
  lastDelivery: ReportSchedule['lastDelivery'],
): ReportSchedule {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    pageId: row.pageId,
    groupId: row.groupId,
    recipients: row.recipients,
    language: row.language as ReportSchedule['language'],
    enabled: row.enabled,
    nextRunAt: row.nextRunAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    lastDelivery,
  };
}
