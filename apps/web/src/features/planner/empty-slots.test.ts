import { dayIn, instantAt, wallClock } from '@pagewise/shared/time-zones';
import { describe, expect, it } from 'vitest';
import { expandSlots, isoWeekday } from './empty-slots.ts';
import { buildItem } from './test-items.ts';

// A Monday to Monday week of Paris, whatever the zone the tests run in.
const zone = 'Europe/Paris';
const local = (day: number, hour: number, minute = 0, month = 3) =>
  instantAt({ year: 2026, month, day, hour, minute }, zone);
const monday = local(2, 0);
const week = { start: monday, end: local(9, 0) };
const longAgo = new Date(Date.UTC(2020, 0, 1));

const pad = (value: number) => String(value).padStart(2, '0');
const starts = (occurrences: { start: Date }[]) =>
  occurrences.map(({ start }) => {
    const { hour, minute } = wallClock(start, zone);
    return `${dayIn(start, zone)} ${pad(hour)}:${pad(minute)}`;
  });

describe('isoWeekday', () => {
  it('counts Monday as 1 and Sunday as 7', () => {
    expect(isoWeekday(monday, zone)).toBe(1);
    expect(isoWeekday(local(8, 12), zone)).toBe(7);
  });

  it('counts the day of the zone, not of UTC', () => {
    // Monday 00:30 in Paris is still Sunday in UTC.
    expect(isoWeekday(local(2, 0, 30), zone)).toBe(1);
    expect(isoWeekday(local(2, 0, 30), 'UTC')).toBe(7);
  });
});

describe('expandSlots', () => {
  it('lays each weekly slot on its day of the range, in the zone’s time', () => {
    const slots = [
      {
        pageId: 'p1',
        slots: [
          { weekday: 1, time: '09:00' },
          { weekday: 3, time: '18:30' },
          { weekday: 7, time: '23:59' },
        ],
      },
      { pageId: 'p2', slots: [{ weekday: 3, time: '07:15' }] },
    ];
    const occurrences = expandSlots(slots, week, [], longAgo, zone);
    expect(starts(occurrences)).toEqual([
      '2026-03-02 09:00',
      '2026-03-04 18:30',
      '2026-03-04 07:15',
      '2026-03-08 23:59',
    ]);
    expect(occurrences.map((slot) => slot.pageId)).toEqual(['p1', 'p1', 'p2', 'p1']);
    expect(new Set(occurrences.map((slot) => slot.id)).size).toBe(4);
  });

  it('repeats every week of a month view', () => {
    const month = { start: local(23, 0, 0, 2), end: local(6, 0, 0, 4) };
    const occurrences = expandSlots(
      [{ pageId: 'p1', slots: [{ weekday: 2, time: '10:00' }] }],
      month,
      [],
      longAgo,
      zone,
    );
    expect(starts(occurrences)).toEqual([
      '2026-02-24 10:00',
      '2026-03-03 10:00',
      '2026-03-10 10:00',
      '2026-03-17 10:00',
      '2026-03-24 10:00',
      '2026-03-31 10:00',
    ]);
  });

  it('hides a slot that a publication of the same page fills within that minute', () => {
    const slots = [
      {
        pageId: 'p1',
        slots: [
          { weekday: 1, time: '09:00' },
          { weekday: 2, time: '09:00' },
        ],
      },
    ];
    const items = [
      buildItem({ id: 'a', pageId: 'p1', start: local(2, 9, 0).toISOString() }),
      // Seconds past the minute still fill it; another page or another minute does not.
      buildItem({ id: 'b', pageId: 'p2', start: local(3, 9, 0).toISOString() }),
      buildItem({ id: 'c', pageId: 'p1', start: new Date(local(3, 9, 1).getTime()).toISOString() }),
    ];
    expect(starts(expandSlots(slots, week, items, longAgo, zone))).toEqual(['2026-03-03 09:00']);
    // A publication the month view does not hold (left out by the server) fills its slot too.
    const taken = [{ pageId: 'p1', start: local(3, 9, 0).toISOString() }];
    expect(expandSlots(slots, week, items, longAgo, zone, taken)).toEqual([]);
    const filledLate = [
      buildItem({ pageId: 'p1', start: new Date(local(3, 9, 0).getTime() + 30_000).toISOString() }),
    ];
    expect(starts(expandSlots(slots, week, filledLate, longAgo, zone))).toEqual(['2026-03-02 09:00']);
  });

  it('hides the slots it is too late to schedule at', () => {
    const slots = [
      {
        pageId: 'p1',
        slots: [
          { weekday: 3, time: '10:00' },
          { weekday: 3, time: '10:20' },
        ],
      },
    ];
    expect(starts(expandSlots(slots, week, [], local(4, 10, 5), zone))).toEqual(['2026-03-04 10:20']);
    expect(starts(expandSlots(slots, week, [], local(4, 10, 10), zone))).toEqual([]);
  });

  it('keeps a slot at its wall-clock time across a daylight-saving change', () => {
    // Paris moves to summer time on Sunday 29 March 2026.
    const weeks = { start: local(23, 0), end: local(6, 0, 0, 4) };
    const occurrences = expandSlots(
      [{ pageId: 'p1', slots: [{ weekday: 7, time: '09:00' }] }],
      weeks,
      [],
      longAgo,
      zone,
    );
    expect(starts(occurrences)).toEqual(['2026-03-29 09:00', '2026-04-05 09:00']);
    expect(occurrences[0]?.start.toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });
});
