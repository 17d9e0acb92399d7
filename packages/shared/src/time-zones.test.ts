import { describe, expect, it } from 'vitest';
import {
  dayIn,
  instantAt,
  isTimeZone,
  startOfDayIn,
  startOfNextDayIn,
  timeZone,
  wallClock,
} from './time-zones.ts';

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

  it('reads the wall clock as Intl does, across changes of offset at any second, odd offsets and old local times', () => {
    /** The wall clock as the runtime writes it in Swedish (`2026-03-29 03:00:00`): the reference. */
    const reference = (instant: Date, zone: string) => {
      const written = instant.toLocaleString('sv-SE', { timeZone: zone });
      const [year, month, day, hour, minute, second] = (written.match(/\d+/g) ?? []).map(Number);
      return { year, month, day, hour, minute, second };
    };
    const cases: [string, string][] = [
      // Spring forward and fall back, to the second either side.
      [paris, '2026-03-29T01:00:00Z'],
      [paris, '2026-10-25T01:00:00Z'],
      [newYork, '2026-03-08T07:00:00Z'],
      [newYork, '2026-11-01T06:00:00Z'],
      // Newfoundland changed at 00:01 of its -03:30 until 2011: not on a quarter of an hour of UTC.
      ['America/St_Johns', '2010-03-14T03:31:00Z'],
      ['America/St_Johns', '2010-11-07T02:31:00Z'],
      // Offsets of 45 and 30 minutes, and Lord Howe's half-hour change.
      ['Asia/Kathmandu', '1986-01-01T00:00:00Z'],
      ['Pacific/Chatham', '2026-04-04T14:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      // Paris's local mean time (+00:09:21) until 1911, and its change to Greenwich's.
      [paris, '1900-06-01T12:00:00Z'],
      [paris, '1911-03-10T23:50:39Z'],
    ];
    for (const [zone, at] of cases) {
      const around = new Date(at).getTime();
      for (const step of [-3_600_000, -60_000, -1_000, -1, 0, 1, 999, 1_000, 60_000, 3_600_000]) {
        const instant = new Date(around + step);
        expect(wallClock(instant, zone), `${zone} ${instant.toISOString()}`).toEqual(
          reference(instant, zone),
        );
      }
    }
    expect(wallClock(new Date('2026-07-01T12:34:56.789Z'), 'UTC')).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 12,
      minute: 34,
      second: 56,
    });
    expect(() => wallClock(new Date(Number.NaN), paris)).toThrow(RangeError);
  });
});
