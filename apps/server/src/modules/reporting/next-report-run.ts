import type { ReportScheduleFrequency } from '@pagewise/shared/report-exports';
import { dayIn, instantAt } from '@pagewise/shared/time-zones';
import { addReportDays } from './report-period.ts';

/**
 * The wall-clock hour a scheduled report goes out on Monday or the 1st: late enough for the last
 * day's figures (pages' days are read by the hourly round just after midnight, jobs.ts), early
 * enough to be there when the week starts.
 */
export const reportDeliveryHour = 6;

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The first day (Monday, or the 1st) of the week or month holding `day`. */
function periodStart(frequency: ReportScheduleFrequency, day: string): string {
  if (frequency === 'monthly') return `${day.slice(0, 8)}01`;
  return addReportDays(day, -((weekday(day) + 6) % 7));
}

function nextPeriodStart(frequency: ReportScheduleFrequency, start: string): string {
  if (frequency === 'weekly') return addReportDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

const deliveryInstant = (day: string, zone: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantAt({ year, month, day: date, hour: reportDeliveryHour }, zone);
};

/** When a schedule is next due after `after`: the next Monday (or 1st) at 06:00 in the account's zone. */
export function nextReportRun(frequency: ReportScheduleFrequency, after: Date, zone: string): Date {
  let start = periodStart(frequency, dayIn(after, zone));
  while (deliveryInstant(start, zone) <= after) start = nextPeriodStart(frequency, start);
  return deliveryInstant(start, zone);
}

/**
 * The days a delivery at `at` covers, in the account's zone: the last whole week (Monday to Sunday)
 * or month before the day it goes out.
 */
export function reportDeliveryDays(frequency: ReportScheduleFrequency, at: Date, zone: string) {
  const start = periodStart(frequency, dayIn(at, zone));
  const to = addReportDays(start, -1);
  return { from: periodStart(frequency, to), to };
}
