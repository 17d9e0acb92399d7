import { instantAt } from '@pagewise/shared/time-zones';
import { describe, expect, it } from 'vitest';
import { fitDays } from './fit-days.ts';

const zone = 'America/New_York';
const at = (day: number, hour: number) => ({
  start: instantAt({ year: 2026, month: 3, day, hour }, zone).toISOString(),
  id: `${day}-${hour}`,
});

describe('fitting the days of a month or a list', () => {
  it('keeps the first events of each day by time and counts the rest', () => {
    const entries = [at(5, 18), at(5, 9), at(5, 12), at(5, 7), at(5, 21), at(5, 15), at(6, 10)];
    const { shown, more } = fitDays(entries, 4, [], zone);
    expect(shown.map((entry) => entry.id)).toEqual(['5-7', '5-9', '5-12', '5-15', '6-10']);
    expect(more).toEqual([{ day: '2026-03-05', count: 2 }]);
  });

  it('adds the events the server left out to the count of their day', () => {
    // The server sent each day's first four; the 5th has 7 more, the 6th's events all moved away.
    const sent = [at(5, 9), at(5, 10), at(5, 11), at(5, 12)];
    const left = [
      { day: '2026-03-05', count: 7 },
      { day: '2026-03-06', count: 2 },
    ];
    expect(fitDays(sent, 4, left, zone)).toEqual({
      shown: sent,
      more: [
        { day: '2026-03-05', count: 7 },
        { day: '2026-03-06', count: 2 },
      ],
    });
    // A post dragged onto the 5th: the first four of the day are still known, the count grows.
    const { shown, more } = fitDays([...sent, at(5, 8)], 4, left, zone);
    expect(shown.map((entry) => entry.id)).toEqual(['5-8', '5-9', '5-10', '5-11']);
    expect(more[0]).toEqual({ day: '2026-03-05', count: 8 });
    // One dragged away: three shown, the count stays.
    expect(fitDays(sent.slice(1), 4, left, zone).more[0]).toEqual({ day: '2026-03-05', count: 7 });
  });

  it('leaves a quiet month as it is', () => {
    const entries = [at(1, 9), at(2, 9)];
    expect(fitDays(entries, 4, [], zone)).toEqual({ shown: entries, more: [] });
  });

  it('cuts the days in the zone given', () => {
    // 21:00 in New York on the 5th is already the 6th in UTC.
    const late = [at(5, 21), at(5, 22), at(6, 9)];
    expect(fitDays(late, 1, [], zone).more).toEqual([{ day: '2026-03-05', count: 1 }]);
    expect(fitDays(late, 1, [], 'UTC').more).toEqual([{ day: '2026-03-06', count: 2 }]);
  });
});
