import { buildAccountExportJob } from './modules/accounts/account-export-job.ts';
import { buildAccountExport } from './modules/accounts/build-account-export.ts';
import {
  reconcileBilling,
  reconcileBillingJob,
  reconcileBillingSchedule,
} from './modules/billing/reconcile-billing.ts';
import { startBots } from './modules/bots/start-bots.ts';
import { startInboxActions } from './modules/inbox/action-engine.ts';
import { inboxDigestJob, inboxDigestSchedule } from './modules/inbox/action-jobs.ts';
import { startInboxCollection } from './modules/inbox/collect-start.ts';
import { sendInboxDigests } from './modules/inbox/digest-send.ts';
import { startEmailDelivery } from './modules/notifications/start-email-delivery.ts';
import { checkPageTokens } from './modules/pages/check-page-tokens.ts';
import { checkPageTokensJob, checkPageTokensSchedule } from './modules/pages/check-page-tokens-job.ts';
import { measurePostMetrics } from './modules/planner/measure-post-metrics.ts';
import { readPostMetricsJob, readPostMetricsSchedule } from './modules/planner/post-metrics-job.ts';
import { runTrialRound, trialRoundJob, trialRoundSchedule } from './modules/plans/trial-round.ts';
import { startPublishing } from './modules/publishing/engine.ts';
import { buildReportPdf } from './modules/reporting/build-report-pdf.ts';
import { collectCompetitors } from './modules/reporting/collect-competitors.ts';
import { collectPageFigures } from './modules/reporting/collect-page-figures.ts';
import { collectPostFigures } from './modules/reporting/collect-post-figures.ts';
import { deliverReportSchedules } from './modules/reporting/deliver-report-schedules.ts';
import {
  collectCompetitorNowJob,
  collectFiguresJob,
  collectFiguresNowJob,
  collectFiguresSchedule,
} from './modules/reporting/jobs.ts';
import {
  buildReportPdfJob,
  deliverReportSchedulesJob,
  deliverReportSchedulesSchedule,
} from './modules/reporting/report-pdf-jobs.ts';
import { startSourcePolling } from './modules/sources/start-polling.ts';
import type { AppContext } from './platform/context.ts';

async function trialRound(context: AppContext): Promise<void> {
  const done = await runTrialRound(context);
  if (done.reminded + done.movedToFree > 0) context.logger.info(done, 'trial round');
}

/** Every job this process handles in the `worker` and `all` roles; returns how to stop its timers. */
export async function startWorkers(context: AppContext): Promise<() => void> {
  await startEmailDelivery(context);
  await context.queue.work(buildAccountExportJob, ({ exportId }) => buildAccountExport(context, exportId));
  await context.queue.work(checkPageTokensJob, async () => {
    const result = await checkPageTokens(context);
    if (result.notified > 0) context.logger.info(result, 'page tokens checked');
  });
  await context.queue.schedule(checkPageTokensJob, checkPageTokensSchedule);
  await context.queue.work(readPostMetricsJob, async () => {
    const result = await measurePostMetrics(context);
    if (result.publications > 0) context.logger.info(result, 'post metrics read');
  });
  await context.queue.schedule(readPostMetricsJob, readPostMetricsSchedule);
  await context.queue.work(collectFiguresJob, async () => {
    const days = await collectPageFigures(context);
    if (days.days > 0 || days.failedPages > 0) context.logger.info(days, 'page figures read');
    const posts = await collectPostFigures(context);
    if (posts.snapshots > 0 || posts.failedPages > 0) context.logger.info(posts, 'post figures read');
    const rivals = await collectCompetitors(context);
    if (rivals.competitors > 0 || rivals.failed > 0) context.logger.info(rivals, 'competitors read');
  });
  await context.queue.schedule(collectFiguresJob, collectFiguresSchedule);
  await context.queue.work(collectFiguresNowJob, async ({ pageId }) => {
    await collectPageFigures(context, { pageId });
  });
  await context.queue.work(collectCompetitorNowJob, async ({ competitorId }) => {
    await collectCompetitors(context, { competitorId });
  });
  await context.queue.work(buildReportPdfJob, ({ pdfId }) => buildReportPdf(context, pdfId));
  await context.queue.work(deliverReportSchedulesJob, async () => {
    const delivered = await deliverReportSchedules(context);
    if (delivered > 0) context.logger.info({ delivered }, 'scheduled reports due');
  });
  await context.queue.schedule(deliverReportSchedulesJob, deliverReportSchedulesSchedule);
  await context.queue.work(reconcileBillingJob, async () => {
    const reconciled = await reconcileBilling(context);
    if (reconciled.customers + reconciled.checkouts + reconciled.failed > 0)
      context.logger.info(reconciled, 'billing reconciled');
  });
  await context.queue.schedule(reconcileBillingJob, reconcileBillingSchedule);
  const stopPolling = await startSourcePolling(context);
  const stopBots = await startBots(context);
  const stopPublishing = await startPublishing(context);
  const stopInbox = await startInboxCollection(context);
  const stopInboxActions = await startInboxActions(context);
  await context.queue.work(inboxDigestJob, async () => {
    const sent = await sendInboxDigests(context);
    if (sent > 0) context.logger.info({ sent }, 'inbox digests queued');
  });
  await context.queue.schedule(inboxDigestJob, inboxDigestSchedule);
  await context.queue.work(trialRoundJob, () => trialRound(context));
  await context.queue.schedule(trialRoundJob, trialRoundSchedule);
  // And once now: an account whose trial ended while no worker ran is on its plan from the start.
  await trialRound(context).catch((error: unknown) =>
    context.logger.error({ err: error }, 'trial round at start failed'),
  );
  return () => {
    stopInbox();
    stopInboxActions();
    stopPolling();
    stopBots();
    stopPublishing();
  };
}
