import { minimumScheduleMinutes } from '@pagewise/shared/posts/limits';

const minute = 60_000;
const week = 7 * 24 * 60 * minute;

/** Monday 00:00 UTC of the UTC week `at` falls in: where `minuteOfWeek` counts from. */
function utcWeekStart(at: Date): number {
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - daysSinceMonday);
}

/**
 * The next instant an optimal time (`minuteOfWeek`, counted from Monday 00:00 UTC) comes round
 * that a post may still be scheduled at: more than the minimum delay of spec §9 after `now`.
 * Shown and typed in local time by the caller; an instant needs no time-zone arithmetic here.
 */
export function nextOptimalTime(
  minuteOfWeek: number,
  now: Date,
  minimumMinutes = minimumScheduleMinutes,
): Date {
  let at = utcWeekStart(now) + minuteOfWeek * minute;
  while (at - now.getTime() <= minimumMinutes * minute) at += week;
  return new Date(at);
}

/** "Tuesday 18:30" in the user's language and time zone. */
export function optimalTimeLabel(minuteOfWeek: number, now: Date, language: string): string {
  const at = nextOptimalTime(minuteOfWeek, now);
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long' }).format(at);
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(at);
  return `${weekday.charAt(0).toLocaleUpperCase(language)}${weekday.slice(1)} ${time}`;
}
