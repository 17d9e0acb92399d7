import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { accounts } from '../accounts/schema.ts';
import { planInForceSql, plansWith } from '../plans/account-plan.ts';
import { reportPdfs, reportSchedules } from './delivery-schema.ts';
import { nextReportRun, reportDeliveryDays } from './next-report-run.ts';
import { buildReportPdfJob, lostReportPdfAfterMs } from './report-pdf-jobs.ts';
import { retireReportPdfs } from './retire-report-pdfs.ts';

/** Schedules claimed per transaction: a backlog goes out over a few sweeps, never in one long lock. */
const claimedPerSweep = 200;

/**
 * The sweep: each due schedule (enabled, `next_run_at` passed) is claimed with `for update skip
 * locked`, gets its delivery recorded as a report PDF of the week or month just ended (in its
 * account's zone) and its next run moved, in one transaction, so two workers never deliver it twice.
 * The builds are queued after the commit, with the PDF's id as the job's: a sweep that died between
 * the two is made good by the next one, which queues any recent delivery again (the id collides).
 * Returns the deliveries recorded.
 */
export async function deliverReportSchedules(context: AppContext): Promise<number> {
  const db = context.database.db;
  const now = context.now();
  const recorded = await db.transaction(async (tx) => {
    const due = await tx
      .select({ schedule: reportSchedules, timeZone: accounts.timeZone })
      .from(reportSchedules)
      .innerJoin(accounts, eq(accounts.id, reportSchedules.accountId))
      .where(
        and(
          eq(reportSchedules.enabled, true),
          lte(reportSchedules.nextRunAt, now),
          // An account whose plan has no `pdfExport` (any more) keeps its schedules, undelivered:
          // they stay due, and the latest period goes once the plan allows it again.
          inArray(planInForceSql, plansWith('pdfExport')),
        ),
      )
      .orderBy(asc(reportSchedules.nextRunAt))
      .limit(claimedPerSweep)
      .for('update', { of: reportSchedules, skipLocked: true });
    for (const { schedule, timeZone } of due) {
      // The week or month before now, not before the missed run: a worker down for a month
      // delivers the latest period once, not every one it missed.
      const days = reportDeliveryDays(schedule.frequency, now, timeZone);
      await tx.insert(reportPdfs).values({
        accountId: schedule.accountId,
        requestedBy: schedule.createdBy,
        scheduleId: schedule.id,
        scope: {
          period: 'custom',
          from: days.from,
          to: days.to,
          ...(schedule.pageId ? { pageId: schedule.pageId } : {}),
          ...(schedule.groupId ? { groupId: schedule.groupId } : {}),
        },
        fromDay: days.from,
        toDay: days.to,
        language: schedule.language,
        recipients: schedule.recipients,
        createdAt: now,
      });
      await tx
        .update(reportSchedules)
        .set({ nextRunAt: nextReportRun(schedule.frequency, now, timeZone) })
        .where(eq(reportSchedules.id, schedule.id));
    }
    return due.length;
  });
  const waiting = await db
    .select({ id: reportPdfs.id })
    .from(reportPdfs)
    .where(
      and(
        isNotNull(reportPdfs.scheduleId),
        eq(reportPdfs.status, 'in_progress'),
        gte(reportPdfs.createdAt, new Date(now.getTime() - lostReportPdfAfterMs)),
      ),
    );
  await context.queue.sendMany(
    buildReportPdfJob,
    waiting.map((row) => ({ payload: { pdfId: row.id }, options: { id: row.id } })),
  );
  await retireReportPdfs(context);
  return recorded;
}
