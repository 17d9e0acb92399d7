import { describe, expect, it } from 'vitest';
import { backoffMinutes, pollIntervalMinutes, retryAfterTime } from './poll-interval.ts';

const now = new Date('2025-06-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('pollIntervalMinutes', () => {
  it('reads a source half as often as it publishes', () => {
    // An item every two hours, the last one just now: read every hour.
    const dates = [0, 120, 240, 360, 480].map(minutesAgo);
    expect(pollIntervalMinutes(dates, now, { evergreen: false, previous: 30 })).toBe(60);
  });

  it('never reads more often than every 5 minutes, nor less often than daily', () => {
    const busy = [0, 1, 2, 3, 4, 5].map(minutesAgo);
    expect(pollIntervalMinutes(busy, now, { evergreen: false, previous: 30 })).toBe(5);
    const quiet = [60 * 24 * 10, 60 * 24 * 40, 60 * 24 * 70].map(minutesAgo);
    expect(pollIntervalMinutes(quiet, now, { evergreen: false, previous: 30 })).toBe(24 * 60);
  });

  it('slows down a source gone quiet: the time since its newest item counts', () => {
    const burstLongAgo = [6000, 6010, 6020].map(minutesAgo);
    expect(pollIntervalMinutes(burstLongAgo, now, { evergreen: false, previous: 30 })).toBe(5);
    const burstThenSilence = [3000, 3010].map(minutesAgo);
    expect(pollIntervalMinutes(burstThenSilence, now, { evergreen: false, previous: 30 })).toBeGreaterThan(
      700,
    );
  });

  it('keeps the previous interval without two dated items, and reads evergreen sources daily', () => {
    expect(pollIntervalMinutes([null, minutesAgo(5)], now, { evergreen: false, previous: 45 })).toBe(45);
    expect(pollIntervalMinutes([0, 10].map(minutesAgo), now, { evergreen: true, previous: 30 })).toBe(1440);
  });

  it('ignores dates in the future', () => {
    const dates = [new Date(now.getTime() + 3600_000), ...[0, 120, 240].map(minutesAgo)];
    expect(pollIntervalMinutes(dates, now, { evergreen: false, previous: 30 })).toBe(60);
  });
});

describe('back-off', () => {
  it('doubles from 5 minutes up to a day', () => {
    expect([1, 2, 3, 4, 5, 10, 30].map(backoffMinutes)).toEqual([5, 10, 20, 40, 80, 1440, 1440]);
  });

  it('waits what Retry-After asks, at least the back-off, at most a day', () => {
    const inAnHour = new Date(now.getTime() + 3600_000);
    expect(retryAfterTime(inAnHour, now, 1)).toEqual(inAnHour);
    expect(retryAfterTime(new Date(now.getTime() + 1000), now, 1)).toEqual(new Date(now.getTime() + 300_000));
    expect(retryAfterTime(new Date('2099-01-01T00:00:00Z'), now, 1)).toEqual(
      new Date(now.getTime() + 86_400_000),
    );
  });
});
