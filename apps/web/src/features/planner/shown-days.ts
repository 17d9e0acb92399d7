import { instantAt } from '@pagewise/shared/time-zones';
import type { DateRange } from './empty-slots.ts';
import type { PlannerPlace } from './planner-place.ts';

/**
 * The first day of the week in the app's language, 0 for Sunday: Sunday in English, Monday in the
 * others (as FullCalendar's own locales have it). The calendar is given it, and the days it shows
 * are worked out from it before it is drawn (`shownDays`).
 */
export function firstDayOfWeek(language: string): 0 | 1 {
  return language.split(/[-_]/)[0]?.toLowerCase() === 'en' ? 0 : 1;
}

/** A month's grid always has six weeks (FullCalendar's `fixedWeekCount`), whatever the month. */
export const monthWeeks = 6;

/** A calendar day (`2026-03-05`) as the instant of its midnight in UTC, for formatters in UTC. */
export const dateOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

const dayNumber = (day: string) => dateOfDay(day).getTime() / 86_400_000;
const dayOf = (number: number) => new Date(number * 86_400_000).toISOString().slice(0, 10);
const weekStart = (number: number, firstDay: number) =>
  number - ((new Date(number * 86_400_000).getUTCDay() - firstDay + 7) % 7);

/**
 * The days the calendar shows at `place` (`end` excluded), `today` standing for a place with no
 * date: the six weeks of the month's grid, the week (its list too), or the day. The same days as
 * FullCalendar lays out, known from the address alone: the planner asks for their events before
 * the calendar is drawn.
 */
export function shownDays(
  place: PlannerPlace,
  today: string,
  firstDay: number,
): { start: string; end: string } {
  const day = dayNumber(place.date ?? today);
  if (place.view === 'day') return { start: dayOf(day), end: dayOf(day + 1) };
  if (place.view === 'month') {
    const first = day - (new Date(day * 86_400_000).getUTCDate() - 1);
    const start = weekStart(first, firstDay);
    return { start: dayOf(start), end: dayOf(start + monthWeeks * 7) };
  }
  const start = weekStart(day, firstDay);
  return { start: dayOf(start), end: dayOf(start + 7) };
}

/** Days from `start` to `end` (excluded), week by week: the month's grid. */
export function weeksOf({ start, end }: { start: string; end: string }): string[][] {
  const weeks: string[][] = [];
  for (let day = dayNumber(start); day < dayNumber(end); day += 7)
    weeks.push(Array.from({ length: 7 }, (_, index) => dayOf(day + index)));
  return weeks;
}

/** The instants of those days in the user's zone: from the first day's midnight to the end's. */
export function shownRange(days: { start: string; end: string }, timeZone: string): DateRange {
  const wall = (day: string) => {
    const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
    return { year, month, day: date };
  };
  return { start: instantAt(wall(days.start), timeZone), end: instantAt(wall(days.end), timeZone) };
}

/** The place one month, week or day before (-1) or after (1), as the calendar's arrows move it. */
export function steppedPlace(place: PlannerPlace, today: string, direction: -1 | 1): PlannerPlace {
  const day = dayNumber(place.date ?? today);
  if (place.view === 'month') {
    const date = new Date(day * 86_400_000);
    return {
      view: place.view,
      date: dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + direction, 1) / 86_400_000),
    };
  }
  return { view: place.view, date: dayOf(day + direction * (place.view === 'day' ? 1 : 7)) };
}
