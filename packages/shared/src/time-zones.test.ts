import { describe, expect, it } from 'vitest';
import { dayIn, instantAt, isTimeZone, startOfDayIn, startOfNextDayIn, timeZone } from './time-zones.ts';

const paris = 'Europe/Paris';
const newYork = 'America/New_York';

describe('time zones', () => {
  it('accepts IANA names and refuses anything else with a key', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(timeZone.safeParse('Europe/Berlin').success).toBe(true);
    expect(timeZone.safeParse('Europe/Nowhere').error?.issues[0]?.message).toBe('validation.time_zone');
    expect(timeZone.safeParse('x'.repeat(200)).error?.issues[0]?.message).toBe('validation.time_zone');
  });

  it('finds a wall-clock time on ordinary days and on both daylight-saving changes', () => {
    expect(instantAt({ year: 2026, month: 1, day: 15, hour: 14, minute: 30 }, paris).toISOString()).toBe(
      '2026-01-15T13:30:00.000Z',
    );
    expect(instantAt({ year: 2026, month: 7, day: 15, hour: 14, minute: 30 }, paris).toISOString()).toBe(
      '2026-07-15T12:30:00.000Z',
    );
    // Spring forward (29 March 2026): 02:30 does not exist; the clock reads 03:30 then.
    expect(instantAt({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, paris).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // Fall back (25 October 2026): 02:30 happens twice; the first one.
    expect(instantAt({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, paris).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // New York springs forward on 8 March 2026 at 02:00.
    expect(instantAt({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, newYork).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('makes days of 23 and 25 hours on the changes, 24 otherwise', () => {
    const hours = (instant: string, zone: string) => {
      const at = new Date(instant);
      return (startOfNextDayIn(at, zone).getTime() - startOfDayIn(at, zone).getTime()) / 3_600_000;
    };
    expect(hours('2026-03-29T12:00:00Z', paris)).toBe(23);
    expect(hours('2026-10-25T12:00:00Z', paris)).toBe(25);
    expect(hours('2026-06-01T12:00:00Z', paris)).toBe(24);
    expect(hours('2026-11-01T12:00:00Z', newYork)).toBe(25);
    // 23:30 in Paris on the 25-hour day: its day began at midnight summer time.
    expect(startOfDayIn(new Date('2026-10-25T22:30:00Z'), paris).toISOString()).toBe(
      '2026-10-24T22:00:00.000Z',
    );
    expect(dayIn(new Date('2026-10-25T22:30:00Z'), paris)).toBe('2026-10-25');
    expect(dayIn(new Date('2026-10-25T23:30:00Z'), paris)).toBe('2026-10-26');
    expect(dayIn(new Date('2026-10-25T23:30:00Z'), 'UTC')).toBe('2026-10-25');
  });
});
