import { describe, expect, it } from 'vitest';
import { nextOptimalTime, optimalTimeLabel } from './optimal-times.ts';

const minuteOfWeek = (day: number, hours: number, minutes = 0) => day * 24 * 60 + hours * 60 + minutes;

describe('nextOptimalTime', () => {
  // Thursday 5 March 2026, 10:00 UTC.
  const now = new Date('2026-03-05T10:00:00.000Z');

  it('finds the time later this week, counted from Monday 00:00 UTC', () => {
    expect(nextOptimalTime(minuteOfWeek(3, 18, 30), now, 'UTC').toISOString()).toBe(
      '2026-03-05T18:30:00.000Z',
    );
    expect(nextOptimalTime(minuteOfWeek(6, 23, 59), now, 'UTC').toISOString()).toBe(
      '2026-03-08T23:59:00.000Z',
    );
  });

  it('goes to next week when the time has passed this week', () => {
    expect(nextOptimalTime(minuteOfWeek(0, 0), now, 'UTC').toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(nextOptimalTime(minuteOfWeek(3, 9, 0), now, 'UTC').toISOString()).toBe('2026-03-12T09:00:00.000Z');
  });

  it('keeps more than 10 minutes ahead', () => {
    expect(nextOptimalTime(minuteOfWeek(3, 10, 10), now, 'UTC').toISOString()).toBe(
      '2026-03-12T10:10:00.000Z',
    );
    expect(nextOptimalTime(minuteOfWeek(3, 10, 11), now, 'UTC').toISOString()).toBe(
      '2026-03-05T10:11:00.000Z',
    );
  });

  it('counts the week in UTC whatever day it is locally', () => {
    // Sunday 23:30 UTC: still the week that began on Monday 2 March.
    const sundayNight = new Date('2026-03-08T23:30:00.000Z');
    expect(nextOptimalTime(minuteOfWeek(6, 23, 50), sundayNight, 'UTC').toISOString()).toBe(
      '2026-03-08T23:50:00.000Z',
    );
    expect(nextOptimalTime(minuteOfWeek(6, 23, 35), sundayNight, 'UTC').toISOString()).toBe(
      '2026-03-15T23:35:00.000Z',
    );
    expect(nextOptimalTime(minuteOfWeek(0, 8), sundayNight, 'UTC').toISOString()).toBe(
      '2026-03-09T08:00:00.000Z',
    );
  });
});

describe('nextOptimalTime in a zone with daylight saving', () => {
  it('keeps the wall-clock time of the zone, whatever its offset that week', () => {
    // Friday 27 March 2026, 12:00 UTC; Paris moves to summer time on Sunday the 29th.
    const now = new Date('2026-03-27T12:00:00.000Z');
    // Monday 09:00 in Paris: 07:00 UTC in summer.
    expect(nextOptimalTime(minuteOfWeek(0, 9), now, 'Europe/Paris').toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
    // Saturday 09:00 in Paris, still winter: 08:00 UTC.
    expect(nextOptimalTime(minuteOfWeek(5, 9), now, 'Europe/Paris').toISOString()).toBe(
      '2026-03-28T08:00:00.000Z',
    );
  });
});

describe('optimalTimeLabel', () => {
  it('names the weekday and time of the user’s zone in the language', () => {
    const now = new Date('2026-03-05T10:00:00.000Z');
    // Tuesday 18:30 on a UTC account's clock: 19:30 in Paris, already Wednesday 03:30 in Tokyo.
    expect(optimalTimeLabel(minuteOfWeek(1, 18, 30), now, 'fr', 'UTC', 'UTC')).toBe('Mardi 18:30');
    expect(optimalTimeLabel(minuteOfWeek(1, 18, 30), now, 'fr', 'UTC', 'Europe/Paris')).toBe('Mardi 19:30');
    expect(optimalTimeLabel(minuteOfWeek(1, 18, 30), now, 'fr', 'UTC', 'Asia/Tokyo')).toBe('Mercredi 03:30');
    // English reads its clock in 12 hours.
    expect(optimalTimeLabel(minuteOfWeek(1, 18, 30), now, 'en', 'UTC', 'UTC')).toBe('Tuesday 6:30 PM');
  });
});
