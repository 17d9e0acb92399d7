import { describe, expect, it } from 'vitest';
import { isoToLocal, localToIso, skippedTimeMovedTo } from './schedule-time.ts';

describe('schedule time', () => {
  it('reads the schedule field as the wall clock of the user’s zone and writes it back', () => {
    const iso = localToIso('2030-05-06 07:08', 'America/New_York');
    expect(iso).toBe('2030-05-06T11:08:00.000Z');
    expect(isoToLocal(iso, 'America/New_York')).toBe('2030-05-06 07:08');
    expect(isoToLocal(iso, 'Asia/Tokyo')).toBe('2030-05-06 20:08');
    // The picker's seconds are dropped; a link's "T" form reads the same.
    expect(localToIso('2030-05-06 07:08:30', 'UTC')).toBe('2030-05-06T07:08:00.000Z');
    expect(localToIso('2030-05-06T07:08', 'UTC')).toBe('2030-05-06T07:08:00.000Z');
    expect(localToIso('', 'UTC')).toBeNull();
    expect(localToIso('2030-02-30 07:08', 'UTC')).toBeNull();
    expect(localToIso('soon', 'UTC')).toBeNull();
    expect(isoToLocal(null, 'UTC')).toBe('');
  });

  it('turns a time the clock skips into the instant just after the gap, and says which time that is', () => {
    // Paris skips 02:00–03:00 on 29 March 2026: 02:30 is read as 03:30 summer time.
    expect(localToIso('2026-03-29 02:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
    expect(skippedTimeMovedTo('2026-03-29 02:30:00', 'Europe/Paris')).toBe('2026-03-29 03:30');
    // The same wall time exists in New York that day, and 01:30 exists twice in Paris in October.
    expect(skippedTimeMovedTo('2026-03-29 02:30', 'America/New_York')).toBeNull();
    expect(skippedTimeMovedTo('2026-10-25 02:30', 'Europe/Paris')).toBeNull();
    expect(skippedTimeMovedTo('', 'Europe/Paris')).toBeNull();
  });
});
