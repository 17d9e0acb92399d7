import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue.ts';

const payload = z.object({ pdfId: z.uuid() });

/** Builds a report's PDF, stores it and e-mails its link (build-report-pdf.ts): a job, never a request. */
export const buildReportPdfJob: JobDefinition<{ pdfId: string }> = {
  name: 'build-report-pdf',
  payload,
  // One more go when the worker vanished mid-way (the job expires back to the queue) or the e-mail
  // could not be queued; a PDF that cannot be made is marked failed and its requester told.
  retryLimit: 1,
  expireInSeconds: 900,
};

/** Delivers the scheduled reports that are due (deliver-report-schedules.ts). */
export const deliverReportSchedulesJob: JobDefinition<Record<string, never>> = {
  name: 'deliver-report-schedules',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  // The next sweep finds whatever this one missed: a schedule is due until its delivery is recorded.
  retryLimit: 0,
  expireInSeconds: 600,
};

/**
 * Every 5 minutes: a schedule is due at 06:00 of its account's zone on Monday or the 1st (see
 * next-report-run.ts), and goes out within minutes.
 */
export const deliverReportSchedulesSchedule = '*/5 * * * *';

/**
 * A PDF still in progress after this long was lost with its job (its expiry, a retry and the
 * wait in the queue): it reads as failed.
 */
export const lostReportPdfAfterMs = 3 * 3600_000;
