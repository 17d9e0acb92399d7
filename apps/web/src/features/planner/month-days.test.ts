import { describe, expect, it } from 'vitest';
import { fitMonthDays } from './month-days.ts';

const at = (day: number, hour: number) => ({
  start: new Date(2026, 2, day, hour).toISOString(),
  id: `${day}-${hour}`,
});

describe('fitting a month', () => {
  it('keeps the first events of each day by time and counts the rest', () => {
    const entries = [at(5, 18), at(5, 9), at(5, 12), at(5, 7), at(5, 21), at(5, 15), at(6, 10)];
    const { shown, more } = fitMonthDays(entries, 4);
    expect(shown.map((entry) => entry.id)).toEqual(['5-7', '5-9', '5-12', '5-15', '6-10']);
    expect(more).toEqual([{ day: '2026-03-05', count: 2 }]);
  });

  it('leaves a quiet month as it is', () => {
    const entries = [at(1, 9), at(2, 9)];
    expect(fitMonthDays(entries)).toEqual({ shown: entries, more: [] });
  });
});
