import { completeDays, dayAfter } from '../figure-days.ts';
import { isNetworkError } from '../network-error.ts';

/** One metric of a Graph `/insights` answer (Facebook, Instagram, Threads). */
export type Insight = {
  name: string;
  period?: string;
  /** By `end_time`: a day's value ends at the next day's start (Pacific time, so 07:00 or 08:00 UTC). */
  values?: { value: number | Record<string, number>; end_time?: string }[];
  /** `metric_type=total_value`: one value over the range, maybe broken down. */
  total_value?: {
    value?: number;
    breakdowns?: { dimension_keys: string[]; results: { dimension_values: string[]; value: number }[] }[];
  };
};

/** A value that is a count, or counts by kind (reactions by type): their sum. */
export function countOf(value: number | Record<string, number> | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  return Object.values(value).reduce((sum, count) => sum + (Number(count) || 0), 0);
}

/** A `period=day` metric's values by the day they count (the day before their `end_time`). */
export function valuesByDay(insights: Insight[] | undefined, name: string): Map<string, number> {
  const byDay = new Map<string, number>();
  for (const entry of insights?.find((insight) => insight.name === name)?.values ?? []) {
    const count = countOf(entry.value);
    if (!entry.end_time || count === undefined) continue;
    byDay.set(dayCounted(entry.end_time), count);
  }
  return byDay;
}

/** The day a `period=day` value counts: the one its `end_time` ends. */
export function dayCounted(endTime: string): string {
  return dayAfter(endTime.slice(0, 10), -1);
}

/** A metric's one value (`total_value`, or a lifetime metric's last value). */
export function totalOf(insights: Insight[] | undefined, name: string): number | undefined {
  const insight = insights?.find((entry) => entry.name === name);
  return insight?.total_value?.value ?? countOf(insight?.values?.at(-1)?.value);
}

/**
 * The `since`/`until` ranges (Unix seconds) that cover the last `days` complete days, oldest first,
 * each at most `most` days long: Graph answers at most that many days per insights call.
 */
export function insightRanges(days: number, most: number, now = new Date()) {
  const all = completeDays(days, now);
  const ranges: { since: number; until: number; days: string[] }[] = [];
  for (let index = 0; index < all.length; index += most) {
    const span = all.slice(index, index + most);
    const first = span[0] ?? '';
    const last = span.at(-1) ?? '';
    ranges.push({ since: Date.parse(first) / 1000, until: Date.parse(dayAfter(last)) / 1000, days: span });
  }
  return ranges;
}

/** Graph's answer for an object it does not have (deleted): code 100, subcode 33. */
export function isGoneFromGraph(error: unknown): boolean {
  return isNetworkError(error, 'rejected') && error.message.startsWith('Graph error 100/33');
}
