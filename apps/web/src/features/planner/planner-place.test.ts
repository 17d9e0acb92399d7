import { describe, expect, it } from 'vitest';
import { calendarLeft, calendarMove, placeOfAddress, queryOfPlace } from './planner-place.ts';

const query = (search: string) => new URLSearchParams(search);

describe('the planner place in the address', () => {
  it('reads the view and the date, each screen with its own default view', () => {
    expect(placeOfAddress(undefined, query('view=month&date=2030-01-10'), false)).toEqual({
      view: 'month',
      date: '2030-01-10',
    });
    expect(placeOfAddress(undefined, query('view=day'), true)).toEqual({ view: 'day', date: null });
    // No view named (the menu's "Planner"): the week on a desk, the list on a phone.
    expect(placeOfAddress(undefined, query(''), false)).toEqual({ view: 'week', date: null });
    expect(placeOfAddress(undefined, query(''), true)).toEqual({ view: 'list', date: null });
    // A view the planner does not know is the default; the date in the path comes first.
    expect(placeOfAddress('2030-02-03', query('view=year&date=2030-01-10'), false)).toEqual({
      view: 'week',
      date: '2030-02-03',
    });
  });

  it('writes the view only when it is not the screen’s default, and keeps the other parameters', () => {
    const current = query('post_id=p-1&view=month&date=2030-01-10');
    expect(queryOfPlace(current, { view: 'week', date: '2030-01-07' }, false, false).toString()).toBe(
      'post_id=p-1&date=2030-01-07',
    );
    expect(queryOfPlace(current, { view: 'week', date: '2030-01-07' }, true, false).toString()).toBe(
      'post_id=p-1&view=week&date=2030-01-07',
    );
    expect(queryOfPlace(current, { view: 'list', date: null }, true, false).toString()).toBe('post_id=p-1');
    // The date travels in the path: not in the query too.
    expect(queryOfPlace(current, { view: 'day', date: '2030-01-10' }, false, true).toString()).toBe(
      'post_id=p-1&view=day',
    );
    // What is written reads back as the same place.
    const place = { view: 'day', date: '2030-01-10' } as const;
    expect(placeOfAddress(undefined, queryOfPlace(query(''), place, false, false), false)).toEqual(place);
  });
});

describe('the calendar following the address', () => {
  const monthShown = { view: 'month', start: '2030-03-01', end: '2030-04-01' } as const;

  it('goes back to this week when the address loses its view and date (a click on "Planner")', () => {
    expect(calendarMove(monthShown, { view: 'week', date: null }, '2030-01-10')).toEqual({
      view: 'week',
      date: '2030-01-10',
    });
  });

  it('follows the back button to another view or date', () => {
    const weekShown = { view: 'week', start: '2030-01-06', end: '2030-01-13' } as const;
    expect(calendarMove(weekShown, { view: 'month', date: '2030-03-01' }, '2030-01-10')).toEqual({
      view: 'month',
      date: '2030-03-01',
    });
    expect(calendarMove(weekShown, { view: 'week', date: '2030-01-20' }, '2030-01-10')).toEqual({
      view: 'week',
      date: '2030-01-20',
    });
  });

  it('stays put when the address names what is on screen', () => {
    expect(calendarMove(monthShown, { view: 'month', date: '2030-03-01' }, '2030-01-10')).toBeNull();
    // Another day of the days shown: no move.
    expect(calendarMove(monthShown, { view: 'month', date: '2030-03-15' }, '2030-01-10')).toBeNull();
  });

  it('tells a move of the calendar’s own (to write in the address) from one that followed it', () => {
    const place = { view: 'week', date: null } as const;
    const thisWeek = { start: '2030-01-06', end: '2030-01-13' };
    expect(calendarLeft({ view: 'week', ...thisWeek }, place, '2030-01-10')).toBe(false);
    expect(calendarLeft({ view: 'week', start: '2030-01-13', end: '2030-01-20' }, place, '2030-01-10')).toBe(
      true,
    );
    expect(calendarLeft({ view: 'month', start: '2030-01-01', end: '2030-02-01' }, place, '2030-01-10')).toBe(
      true,
    );
    // The month after a 31st: the month itself counts, not the last days of January on its first row.
    expect(
      calendarLeft(
        { view: 'month', start: '2030-02-01', end: '2030-03-01' },
        { view: 'month', date: '2030-01-31' },
        '',
      ),
    ).toBe(true);
  });
});
