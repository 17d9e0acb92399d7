import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, shownDays, shownRange, steppedPlace } from './shown-days.ts';

const today = '2026-03-04';

describe('the days the calendar shows, known from the address', () => {
  it('starts the week on Sunday in English and on Monday in the other languages', () => {
    expect(firstDayOfWeek('en')).toBe(0);
    expect(firstDayOfWeek('en-GB')).toBe(0);
    for (const language of ['fr', 'de', 'es', 'pt', 'it']) expect(firstDayOfWeek(language)).toBe(1);
  });

  it('gives a month six whole weeks from the week that holds its first day', () => {
    // March 2026 starts on a Sunday: the English grid starts on it, the others the Monday before.
    expect(shownDays({ view: 'month', date: '2026-03-20' }, today, 0)).toEqual({
      start: '2026-03-01',
      end: '2026-04-12',
    });
    expect(shownDays({ view: 'month', date: '2026-03-20' }, today, 1)).toEqual({
      start: '2026-02-23',
      end: '2026-04-06',
    });
    // February 2026 fills four rows exactly; its grid still has six.
    expect(shownDays({ view: 'month', date: '2026-02-01' }, today, 0)).toEqual({
      start: '2026-02-01',
      end: '2026-03-15',
    });
  });

  it('gives the week (the list’s too) and the day, today’s when the address names none', () => {
    expect(shownDays({ view: 'week', date: null }, today, 0)).toEqual({
      start: '2026-03-01',
      end: '2026-03-08',
    });
    expect(shownDays({ view: 'list', date: null }, today, 1)).toEqual({
      start: '2026-03-02',
      end: '2026-03-09',
    });
    expect(shownDays({ view: 'day', date: '2026-12-31' }, today, 1)).toEqual({
      start: '2026-12-31',
      end: '2027-01-01',
    });
  });

  it('reads the days from midnight to midnight in the user’s zone', () => {
    const range = shownRange({ start: '2026-03-01', end: '2026-03-08' }, 'Asia/Tokyo');
    expect(range.start.toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-03-07T15:00:00.000Z');
    // Paris moves its clocks on 29 March 2026: the week ending then is an hour shorter.
    const paris = shownRange({ start: '2026-03-23', end: '2026-03-30' }, 'Europe/Paris');
    expect(paris.start.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(paris.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('steps a month, a week or a day before or after, as the calendar’s arrows do', () => {
    expect(steppedPlace({ view: 'month', date: '2026-01-31' }, today, 1)).toEqual({
      view: 'month',
      date: '2026-02-01',
    });
    expect(steppedPlace({ view: 'month', date: null }, today, -1)).toEqual({
      view: 'month',
      date: '2026-02-01',
    });
    expect(steppedPlace({ view: 'list', date: '2026-03-04' }, today, 1)).toEqual({
      view: 'list',
      date: '2026-03-11',
    });
    expect(steppedPlace({ view: 'day', date: null }, today, -1)).toEqual({ view: 'day', date: '2026-03-03' });
  });
});
