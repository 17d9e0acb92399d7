import { z } from 'zod';
import { email, language, requiredText } from './fields.ts';
import { languages } from './languages.ts';
import { reportPeriods, reportQuery } from './reports.ts';
import { textLimits } from './text-limits.ts';

/**
 * A report's PDF e-mailed when ready, and scheduled reports (issue 19; spec §4 "Reporting PDF:
 * in progress, sent by e-mail, failed", §8 "PDF generation failed").
 */

/** How long a PDF's e-mailed link stays usable; the file is removed after. */
export const reportPdfLifetimeDays = 30;

/** The addresses one scheduled report goes to (an agency's clients). */
export const reportScheduleRecipientsMax = 20;

export const reportPdfStatuses = ['in_progress', 'sent', 'failed'] as const;
export type ReportPdfStatus = (typeof reportPdfStatuses)[number];

export const reportScheduleFrequencies = ['weekly', 'monthly'] as const;
export type ReportScheduleFrequency = (typeof reportScheduleFrequencies)[number];

/** What the PDF covers: the screen's period and scope (its sort does not matter to a PDF). */
export const reportPdfRequest = reportQuery.pick({
  period: true,
  from: true,
  to: true,
  pageId: true,
  groupId: true,
});
export type ReportPdfRequest = z.infer<typeof reportPdfRequest>;

export const reportPdf = z.object({
  id: z.string(),
  status: z.enum(reportPdfStatuses),
  period: z.enum(reportPeriods),
  /** The days it covers (both included), resolved when it was asked for. */
  from: z.string(),
  to: z.string(),
  pageId: z.string().nullable(),
  groupId: z.string().nullable(),
  language: z.enum(languages),
  /** The scheduled report it was a delivery of; null when asked for on the screen. */
  scheduleId: z.string().nullable(),
  recipients: z.array(z.string()),
  pageCount: z.number().nullable(),
  sizeBytes: z.number().nullable(),
  /** Why it failed (for logs and support; the screen shows the translated "PDF generation failed"). */
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ReportPdf = z.infer<typeof reportPdf>;
export const reportPdfList = z.object({ pdfs: z.array(reportPdf) });

const optionalId = z
  .string({ error: 'validation.invalid' })
  .max(64, { error: 'validation.too_long' })
  .nullable()
  .optional();

export const reportScheduleInput = z
  .object({
    name: requiredText(textLimits.reportScheduleName),
    frequency: z.enum(reportScheduleFrequencies, { error: 'validation.invalid' }),
    /** The page or the group it covers; neither: every page of the account. */
    pageId: optionalId,
    groupId: optionalId,
    recipients: z
      .array(email, { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(reportScheduleRecipientsMax, { error: 'validation.too_many_items' }),
    language,
    enabled: z.boolean({ error: 'validation.invalid' }).default(true),
  })
  .superRefine((input, issues) => {
    if (input.pageId && input.groupId) {
      issues.addIssue({ code: 'custom', path: ['groupId'], message: 'validation.invalid' });
    }
    const seen = new Set<string>();
    input.recipients.forEach((address, index) => {
      if (seen.has(address)) {
        issues.addIssue({ code: 'custom', path: ['recipients', index], message: 'validation.invalid' });
      }
      seen.add(address);
    });
  });
export type ReportScheduleInput = z.input<typeof reportScheduleInput>;

export const reportSchedule = z.object({
  id: z.string(),
  name: z.string(),
  frequency: z.enum(reportScheduleFrequencies),
  pageId: z.string().nullable(),
  groupId: z.string().nullable(),
  recipients: z.array(z.string()),
  language: z.enum(languages),
  enabled: z.boolean(),
  nextRunAt: z.string(),
  createdAt: z.string(),
  /** Its latest delivery, if any. */
  lastDelivery: reportPdf.nullable(),
});
export type ReportSchedule = z.infer<typeof reportSchedule>;
export const reportScheduleList = z.object({ schedules: z.array(reportSchedule) });
