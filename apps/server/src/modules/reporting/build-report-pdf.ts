import { can } from '@pagewise/shared/permissions';
import { reportPdfLifetimeDays } from '@pagewise/shared/report-exports';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { accountTimeZone } from '../accounts/account-time-zone.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize, loadPageScope } from '../users/access.ts';
import { type UserRow, users } from '../users/schema.ts';
import { type ReportPdfRow, reportPdfs, reportSchedules } from './delivery-schema.ts';
import { queueReportPdfEmails, type ReportPdfMailFacts } from './email-report-pdf.ts';
import { pdfRenderer } from './pdf/pdf-renderer.ts';
import { readReportPdfContent } from './pdf/read-report-pdf-content.ts';
import { reportBrand } from './pdf/report-brand.ts';

/**
 * The job: reads the report as the user it is made for, has it drawn by the PDF renderer's own
 * process (pdf/pdf-renderer.ts), stores the file, then marks the PDF sent and queues the e-mails
 * with the link, in that one step: a retry finds it sent and e-mails no one twice.
 * A PDF that cannot be made (the renderer process died or overran included) is marked failed,
 * and who asked for it is told.
 */
export async function buildReportPdf(context: AppContext, pdfId: string): Promise<void> {
  const db = context.database.db;
  const [row] = await db
    .select()
    .from(reportPdfs)
    .where(and(eq(reportPdfs.id, pdfId), eq(reportPdfs.status, 'in_progress')))
    .limit(1);
  if (!row) return;
  const brand = await reportBrand(context, row.accountId);
  const zone = await accountTimeZone(db, row.accountId);
  const schedule = row.scheduleId
    ? (await db.select().from(reportSchedules).where(eq(reportSchedules.id, row.scheduleId)).limit(1))[0]
    : undefined;
  const facts: ReportPdfMailFacts = {
    pdf: row,
    accountName: brand.accountName,
    zone,
    reportName: schedule?.name ?? null,
  };
  let reader: Auth | undefined;
  let fileKey: string | undefined;
  let built: { bytes: Buffer; pageCount: number };
  try {
    reader = await readerOf(context, row);
    const content = await readReportPdfContent(context, reader, {
      scope: { from: row.fromDay, to: row.toDay, pageId: row.scope.pageId, groupId: row.scope.groupId },
      language: row.language as 'en',
      brand,
    });
    built = await pdfRenderer.render(content);
    fileKey = newStorageKey('pdf');
    await context.storage.put(fileKey, built.bytes);
  } catch (error) {
    context.logger.error({ err: error, pdfId }, 'report PDF failed');
    if (fileKey) await context.storage.remove(fileKey);
    await fail(context, facts, reader?.user, error);
    return;
  }
  const token = newToken();
  const sentAt = context.now();
  const expiresAt = new Date(sentAt.getTime() + reportPdfLifetimeDays * 24 * 3600_000);
  const [sent] = await db
    .update(reportPdfs)
    .set({
      status: 'sent',
      fileKey,
      sizeBytes: built.bytes.length,
      pageCount: built.pageCount,
      downloadTokenHash: hashToken(token),
      sentAt,
      expiresAt,
      error: null,
    })
    .where(and(eq(reportPdfs.id, row.id), eq(reportPdfs.status, 'in_progress')))
    .returning();
  // Another run of this job sent it meanwhile, or the account is gone: this file is not needed.
  if (!sent) {
    await context.storage.remove(fileKey);
    return;
  }
  try {
    await queueReportPdfEmails(
      context,
      { ...facts, pdf: sent },
      { kind: 'report_pdf_ready', to: sent.recipients, token, sizeBytes: built.bytes.length, expiresAt },
    );
  } catch (error) {
    // Nothing was queued (one statement): back to in progress, and the job's retry builds it again.
    await db
      .update(reportPdfs)
      .set({ status: 'in_progress', fileKey: null, downloadTokenHash: null, sentAt: null, expiresAt: null })
      .where(eq(reportPdfs.id, row.id));
    await context.storage.remove(fileKey);
    throw error;
  }
}

/** Marks the PDF failed with the reason, and tells who asked (spec §8 "PDF generation failed"), once. */
async function fail(
  context: AppContext,
  facts: ReportPdfMailFacts,
  reader: UserRow | undefined,
  error: unknown,
) {
  const reason = error instanceof Error ? error.message : String(error);
  const [failed] = await context.database.db
    .update(reportPdfs)
    .set({ status: 'failed', error: reason.slice(0, 500), fileKey: null, downloadTokenHash: null })
    .where(and(eq(reportPdfs.id, facts.pdf.id), eq(reportPdfs.status, 'in_progress')))
    .returning();
  if (!failed) return;
  const told = reader?.email ?? (await requester(context, facts.pdf))?.email;
  if (!told) return;
  await queueReportPdfEmails(context, { ...facts, pdf: failed }, { kind: 'report_pdf_failed', to: [told] });
}

async function requester(context: AppContext, row: ReportPdfRow): Promise<UserRow | undefined> {
  if (!row.requestedBy) return undefined;
  const [user] = await context.database.db
    .select()
    .from(users)
    .where(and(eq(users.id, row.requestedBy), eq(users.accountId, row.accountId)))
    .limit(1);
  return user;
}

/**
 * Who the report is read as: the user who asked for it, with their pages and zone; for a scheduled
 * report, its creator (or, once they left or lost the right, the account's first administrator) with every page the
 * schedule covers and the account's zone, the one its period was fixed in.
 */
async function readerOf(context: AppContext, row: ReportPdfRow): Promise<Auth> {
  const db = context.database.db;
  let user = await requester(context, row);
  if (row.scheduleId && (!user || !can(user.role, 'export_reports'))) {
    [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.accountId, row.accountId), eq(users.role, 'administrator')))
      .orderBy(asc(users.createdAt))
      .limit(1);
  }
  if (!user) throw new Error('the requester no longer exists');
  const reader = row.scheduleId ? { ...user, timeZone: null } : user;
  // A job has no session: the PDF's own id stands in for one, so nothing could revoke a real one.
  const auth: Auth = {
    user: reader,
    pages: await loadPageScope(db, user),
    session: { id: row.id, kind: 'user' },
  };
  authorize(auth, 'export_reports');
  return auth;
}
