import { instantAt, wallClock } from '@pagewise/shared/time-zones';

// Seconds, when a browser adds them, are dropped: posts are scheduled to the minute.
const wallTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `<input type="datetime-local">` speaks a wall-clock time without a zone ("2026-03-05T14:30");
 * the API speaks ISO instants. The wall clock is the user's zone's (`useTimeZone`), whatever the
 * browser's: a time the zone skips (a spring-forward gap) is the instant just after the gap.
 */
export function localToIso(value: string, timeZone: string): string | null {
  const match = wallTime.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // 2026-02-30 or 25:00 would roll over: not a time anyone typed.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return instantAt({ year, month, day, hour, minute }, timeZone).toISOString();
}

/** An instant as the wall-clock time of `timeZone`, the way `datetime-local` shows it. */
export function isoToLocal(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const wall = wallClock(date, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}
