/** Bounds of the polling interval: no feed is read more often, none less often. */
export const minIntervalMinutes = 5;
export const maxIntervalMinutes = 24 * 60;
/** Items whose dates say how often a source publishes. */
const recentItems = 20;

const clamp = (minutes: number) =>
  Math.round(Math.min(maxIntervalMinutes, Math.max(minIntervalMinutes, minutes)));

/**
 * How long to wait before reading a source again: half the median gap between its recent items
 * (the time since the newest counts as one gap, so a source gone quiet slows down), within
 * 5 minutes and 24 hours. An evergreen source (timeless articles) is read once a day. Without
 * two dated items the previous interval stays.
 */
export function pollIntervalMinutes(
  dates: (Date | null)[],
  now: Date,
  options: { evergreen: boolean; previous: number },
): number {
  if (options.evergreen) return maxIntervalMinutes;
  const times = dates
    .filter((date): date is Date => date !== null && date.getTime() <= now.getTime())
    .map((date) => date.getTime())
    .sort((a, b) => b - a)
    .slice(0, recentItems);
  if (times.length < 2) return clamp(options.previous);
  const gaps = [now.getTime(), ...times].slice(0, -1).map((time, index) => time - (times[index] ?? time));
  gaps.sort((a, b) => a - b);
  const middle = Math.floor(gaps.length / 2);
  const median = gaps.length % 2 ? (gaps[middle] ?? 0) : ((gaps[middle - 1] ?? 0) + (gaps[middle] ?? 0)) / 2;
  return clamp(median / 2 / 60_000);
}

/** The wait after `failures` transient failures in a row (time-outs, 5xx): doubling from 5 minutes, at most a day. */
export function backoffMinutes(failures: number): number {
  return clamp(minIntervalMinutes * 2 ** Math.max(0, failures - 1));
}

/** When to read again after an answer that asked to wait (Retry-After), within the bounds above. */
export function retryAfterTime(retryAfter: Date, now: Date, failures: number): Date {
  const wait = Math.max(retryAfter.getTime() - now.getTime(), backoffMinutes(failures) * 60_000);
  return new Date(now.getTime() + Math.min(wait, maxIntervalMinutes * 60_000));
}
