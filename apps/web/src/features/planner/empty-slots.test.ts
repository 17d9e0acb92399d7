import { describe, expect, it } from 'vitest';
import { expandSlots, isoWeekday } from './empty-slots.ts';
import { localDay } from './plannerDate.ts';
import { buildItem } from './test-items.ts';

// A local Monday to Monday week: the expansion speaks the browser's time zone.
const monday = new Date(2026, 2, 2);
const week = { start: monday, end: new Date(2026, 2, 9) };
const longAgo = new Date(2020, 0, 1);
const local = (day: number, hours: number, minutes = 0) => new Date(2026, 2, day, hours, minutes);

const starts = (occurrences: { start: Date }[]) =>
  occurrences.map(({ start }) => `${localDay(start)} ${start.toTimeString().slice(0, 5)}`);

describe('isoWeekday', () => {
  it('counts Monday as 1 and Sunday as 7', () => {
    expect(isoWeekday(monday)).toBe(1);
    expect(isoWeekday(local(8, 12))).toBe(7);
  });
});

describe('expandSlots', () => {
  it('lays each weekly slot on its day of the range, in local time', () => {
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
    const occurrences = expandSlots(slots, week, [], longAgo);
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
    const month = { start: new Date(2026, 1, 23), end: new Date(2026, 3, 6) };
    const occurrences = expandSlots(
      [{ pageId: 'p1', slots: [{ weekday: 2, time: '10:00' }] }],
      month,
      [],
      longAgo,
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
    expect(starts(expandSlots(slots, week, items, longAgo))).toEqual(['2026-03-03 09:00']);
    // A publication the month view does not hold (left out by the server) fills its slot too.
    const taken = [{ pageId: 'p1', start: local(3, 9, 0).toISOString() }];
    expect(expandSlots(slots, week, items, longAgo, taken)).toEqual([]);
    const filledLate = [
      buildItem({ pageId: 'p1', start: new Date(local(3, 9, 0).getTime() + 30_000).toISOString() }),
    ];
    expect(starts(expandSlots(slots, week, filledLate, longAgo))).toEqual(['2026-03-02 09:00']);
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
    expect(starts(expandSlots(slots, week, [], local(4, 10, 5)))).toEqual(['2026-03-04 10:20']);
    expect(starts(expandSlots(slots, week, [], local(4, 10, 10)))).toEqual([]);
  });
});
