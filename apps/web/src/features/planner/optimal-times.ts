import { minimumScheduleMinutes } from '@pagewise/shared/posts/limits';
import { weekMinuteInstant } from '@pagewise/shared/time-zones';
import { timeOfDayOptions } from '../../lib/hour-cycle.ts';

const minute = 60_000;

/**
 * The next instant an optimal time (`minuteOfWeek`, counted from Monday 00:00 on the wall clock of
 * `timeZone`, the answer's) comes round that a post may still be scheduled at: more than the
 * minimum delay of spec §9 after `now`. The same wall-clock time each week, whatever the zone's
 * offset that week.
 */
export function nextOptimalTime(
  minuteOfWeek: number,
  now: Date,
  timeZone: string,
  minimumMinutes = minimumScheduleMinutes,
): Date {
  for (let weeksAhead = 0; ; weeksAhead += 1) {
    const at = weekMinuteInstant(now, minuteOfWeek, timeZone, weeksAhead);
    if (at.getTime() - now.getTime() > minimumMinutes * minute) return at;
  }
}

/**
 * "Tuesday 18:30" ("Tuesday 6:30 PM" in English) in the user's language and its hour cycle, at the next time the optimal time comes round (counted
 * in `timeZone`, the answer's), as the clock of `shownIn` (the user's zone) reads it.
 */
export function optimalTimeLabel(
  minuteOfWeek: number,
  now: Date,
  language: string,
  timeZone: string,
  shownIn: string,
): string {
  const at = nextOptimalTime(minuteOfWeek, now, timeZone);
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: shownIn }).format(at);
  const time = new Intl.DateTimeFormat(language, { ...timeOfDayOptions(language), timeZone: shownIn }).format(
    at,
  );
  return `${weekday.charAt(0).toLocaleUpperCase(language)}${weekday.slice(1)} ${time}`;
}
