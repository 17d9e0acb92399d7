import { localDay } from './plannerDate.ts';

/** The month view shows this many events a day, then "+N more" (a click opens that day's week). */
export const monthEventsPerDay = 4;

export type MoreOnDay = { day: string; count: number };

/**
 * A month holds thousands of events: the calendar gets the first `perDay` of each day (by time)
 * and a count of the rest, so the month opens at once whatever the account plans.
 */
export function fitMonthDays<T extends { start: string | Date }>(
  entries: readonly T[],
  perDay = monthEventsPerDay,
): { shown: T[]; more: MoreOnDay[] } {
  const byDay = new Map<string, T[]>();
  for (const entry of entries) {
    const day = localDay(new Date(entry.start));
    const list = byDay.get(day);
    if (list) list.push(entry);
    else byDay.set(day, [entry]);
  }
  const shown: T[] = [];
  const more: MoreOnDay[] = [];
  for (const [day, list] of byDay) {
    list.sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime());
    shown.push(...list.slice(0, perDay));
    if (list.length > perDay) more.push({ day, count: list.length - perDay });
  }
  return { shown, more };
}
