import { instantAt, wallClock } from '@pagewise/shared/time-zones';

// Seconds, when the picker adds them, are dropped: posts are scheduled to the minute.
const wallTime = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** A wall-clock time as the schedule fields hold it: "2026-03-05 14:30", the date-time picker's form. */
function wallText(wall: { year: number; month: number; day: number; hour: number; minute: number }): string {
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * The one place where a schedule field's wall-clock time ("2026-03-05 14:30", no zone) meets the
 * API's ISO instants. The wall clock is the user's zone's (`useTimeZone`), whatever the browser's:
 * a time the zone skips (a spring-forward gap) is the instant just after the gap, as the server
 * reads it (`instantAt`), and `skippedTimeMovedTo` says so to the user.
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
  // 2026-02-30 or 25:00 would roll over: not a time anyone picked.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return instantAt({ year, month, day, hour, minute }, timeZone).toISOString();
}

/** An instant as the wall-clock time of `timeZone`, the way the schedule fields hold it. */
export function isoToLocal(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return wallText(wallClock(date, timeZone));
}

/**
 * When the zone's clock skips the picked time (02:30 on a spring-forward day in Paris), the time
 * the post goes out instead ("2026-03-29 03:30"); null for a time that exists, or no time at all.
 */
export function skippedTimeMovedTo(value: string, timeZone: string): string | null {
  const iso = localToIso(value, timeZone);
  if (iso === null) return null;
  const actual = isoToLocal(iso, timeZone);
  return actual === value.replace('T', ' ').slice(0, 16) ? null : actual;
}
