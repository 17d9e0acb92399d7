import { describe, expect, it } from 'vitest';
import { currentEvents, eventsOfPost, noEvents, plannerEventsReducer } from './planner-events.ts';
import { buildItem } from './test-items.ts';

const a = buildItem({ id: 't-a', postId: 'post-1', start: '2026-03-05T12:00:00.000Z' });
const b = buildItem({ id: 't-b', postId: 'post-1', start: '2026-03-05T12:00:00.000Z', pageId: 'p2' });
const c = buildItem({ id: 't-c', postId: 'post-2', start: '2026-03-06T08:00:00.000Z' });
const later = '2026-03-07T09:30:00.000Z';

const received = plannerEventsReducer(noEvents, { type: 'receive', items: [a, b, c] });
const starts = (state: typeof received) => currentEvents(state).map((item) => [item.id, item.start]);

describe('planner events', () => {
  it('shows the server events in the order they came', () => {
    expect(starts(received)).toEqual([
      ['t-a', a.start],
      ['t-b', b.start],
      ['t-c', c.start],
    ]);
  });

  it('shows a move at once and forgets it when reverted', () => {
    const moved = plannerEventsReducer(received, { type: 'patch', ids: ['t-a'], start: later });
    expect(starts(moved)[0]).toEqual(['t-a', later]);
    expect(moved.items['t-a']?.start).toBe(a.start);
    const reverted = plannerEventsReducer(moved, { type: 'revert', ids: ['t-a'] });
    expect(starts(reverted)).toEqual(starts(received));
    expect(reverted.patches).toEqual({});
  });

  it('keeps a confirmed move as the server event', () => {
    const moved = plannerEventsReducer(received, { type: 'patch', ids: ['t-a', 't-b'], start: later });
    const confirmed = plannerEventsReducer(moved, { type: 'confirm', ids: ['t-a', 't-b'] });
    expect(confirmed.patches).toEqual({});
    expect(confirmed.items['t-a']?.start).toBe(later);
    expect(confirmed.items['t-b']?.start).toBe(later);
    expect(confirmed.items['t-c']?.start).toBe(c.start);
  });

  it('keeps a move on its way across a reload, and ignores patches of unknown events', () => {
    const moved = plannerEventsReducer(received, { type: 'patch', ids: ['t-c', 'nowhere'], start: later });
    expect(Object.keys(moved.patches)).toEqual(['t-c']);
    const reloaded = plannerEventsReducer(moved, { type: 'receive', items: [c, a] });
    expect(starts(reloaded)).toEqual([
      ['t-c', later],
      ['t-a', a.start],
    ]);
  });

  it('keeps the counts of a month answer with its events, and drops them with the next answer', () => {
    const left = [{ day: '2026-03-05', count: 3 }];
    const month = plannerEventsReducer(received, { type: 'receive', items: [a, b], left });
    expect(month.left).toEqual(left);
    const moved = plannerEventsReducer(month, { type: 'patch', ids: ['t-a'], start: later });
    expect(moved.left).toEqual(left);
    expect(plannerEventsReducer(moved, { type: 'receive', items: [a, b, c] }).left).toEqual([]);
  });

  it('finds the publications of one post', () => {
    expect(eventsOfPost(received, 'post-1')).toEqual(['t-a', 't-b']);
    expect(eventsOfPost(received, 'post-9')).toEqual([]);
  });
});
