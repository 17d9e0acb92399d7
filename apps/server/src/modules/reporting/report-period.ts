import { type ReportQuery, reportMaxDays } from '@pagewise/shared/reports';
import { dayIn, instantAt } from '@pagewise/shared/time-zones';
import { AppError } from '../../platform/errors.ts';

const dayMs = 86_400_000;

/** A period of whole days (`from` and `to` included, `YYYY-MM-DD`) and the one of the same length before it. */
export type ReportPeriodDays = {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** How many days the period holds. */
  length: number;
};

const addDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * dayMs).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs) + 1;

/**
 * The days a period of spec §9 covers in the user's time zone: each ends yesterday (the last
 * complete day) but `this_month`, which ends today's day before too, unless today is the 1st (then
 * it is today alone, a day whose figures come tomorrow); `last_month` is the whole month before.
 * A custom period is checked: both days given, in order, at most `reportMaxDays`.
 */
export function reportPeriodDays(
  query: Pick<ReportQuery, 'period' | 'from' | 'to'>,
  now: Date,
  zone: string,
) {
  const today = dayIn(now, zone);
  const yesterday = addDays(today, -1);
  const monthStart = `${today.slice(0, 8)}01`;
  const lastDays = (count: number) => ({ from: addDays(today, -count), to: yesterday });
  const span = (() => {
    switch (query.period) {
      case 'yesterday':
        return lastDays(1);
      case '3d':
        return lastDays(3);
      case '7d':
        return lastDays(7);
      case '15d':
        return lastDays(15);
      case '30d':
        return lastDays(30);
      case 'this_month':
        return { from: monthStart, to: today === monthStart ? today : yesterday };
      case 'last_month':
        return { from: `${addDays(monthStart, -1).slice(0, 8)}01`, to: addDays(monthStart, -1) };
      case 'custom':
        return customSpan(query.from, query.to, today);
    }
  })();
  const length = daysBetween(span.from, span.to);
  return {
    ...span,
    previousFrom: addDays(span.from, -length),
    previousTo: addDays(span.from, -1),
    length,
  } satisfies ReportPeriodDays;
}

function customSpan(from: string | undefined, to: string | undefined, today: string) {
  const fields: Record<string, string> = {};
  if (!from) fields.from = 'validation.required';
  if (!to) fields.to = 'validation.required';
  if (from && to && from > to) fields.to = 'validation.period_order';
  else if (to && to > today) fields.to = 'validation.period_future';
  else if (from && to && daysBetween(from, to) > reportMaxDays) fields.to = 'validation.period_too_long';
  if (!from || !to || Object.keys(fields).length > 0) {
    throw new AppError('invalid_data', {
      message: `A custom period needs a first and a last day, in order, up to today, ${reportMaxDays} days at most`,
      fields,
      details: { maxDays: reportMaxDays },
    });
  }
  return { from, to };
}

/** The instants a span of days covers in a zone: from its first day's start to the start of the day after its last. */
export function periodInstants(from: string, to: string, zone: string): { start: Date; end: Date } {
  const wall = (day: string) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return instantAt({ year, month, day: date }, zone);
  };
  return { start: wall(from), end: wall(addDays(to, 1)) };
}

export { addDays as addReportDays, daysBetween as reportDaysBetween };
