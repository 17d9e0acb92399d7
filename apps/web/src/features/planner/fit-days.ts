import type { PlannerMoreOnDay } from '@pagewise/shared/planner';
import { dayIn } from '@pagewise/shared/time-zones';

/**
 * A month (or a busy week's list) holds thousands of events: the calendar gets the first `perDay`
 * of each day (by time) and a count of the rest, so the view opens at once whatever the account
 * plans (`eventsPerDay`, api/get-planner.ts). The server's answer (`perDay`) already left some
 * events out: `left` counts them per day. They all come after the day's events it sent, so the
 * first `perDay` of what is here are the day's first, and the rest of the day is what is here past
 * them plus what was left out. Days are those of `timeZone`, the calendar's and the server's cut.
 */
export function fitDays<T extends { start: string | Date }>(
  entries: readonly T[],
  perDay: number,
  left: readonly PlannerMoreOnDay[],
  timeZone: string,
): { shown: T[]; more: PlannerMoreOnDay[] } {
  const byDay = new Map<string, T[]>();
  for (const entry of entries) {
    const day = dayIn(new Date(entry.start), timeZone);
    const list = byDay.get(day);
    if (list) list.push(entry);
    else byDay.set(day, [entry]);
  }
  const leftOn = new Map(left.map(({ day, count }) => [day, count]));
  const shown: T[] = [];
  const more: PlannerMoreOnDay[] = [];
  for (const [day, list] of byDay) {
    list.sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime());
    shown.push(...list.slice(0, perDay));
    const count = Math.max(0, list.length - perDay) + (leftOn.get(day) ?? 0);
    if (count > 0) more.push({ day, count });
    leftOn.delete(day);
  }
  // A day whose events sent all moved away (a drag not yet confirmed) keeps its count.
  for (const [day, count] of leftOn) if (count > 0) more.push({ day, count });
  return { shown, more };
}
