import { describe, expect, it } from 'vitest';
import { hourLanes, movedStart } from './hour-lanes.ts';

const at = (iso: string) => ({ start: iso });

describe('hour lanes of the week and day views', () => {
  it('draws the posts of one hour one under another, in the order of their times', () => {
    const posts = ['08:00', '08:00', '08:00', '08:30', '08:50'].map((time, index) =>
      at(`2030-01-10T${time}:0${index}.000Z`),
    );
    const { lanes, most } = hourLanes(posts, 'UTC');
    expect(most).toBe(5);
    expect(posts.map((post) => lanes.get(post)?.start.toISOString().slice(11, 16))).toEqual([
      '08:00',
      '08:12',
      '08:24',
      '08:36',
      '08:48',
    ]);
    expect(lanes.get(posts[4] as (typeof posts)[number])?.end.toISOString()).toBe('2030-01-10T09:00:00.000Z');
  });

  it('cuts hours on the wall clock of the zone, half-hour zones too', () => {
    // 08:15 and 08:45 UTC are 13:45 and 14:15 in Kolkata (UTC+5:30): two hours there, not one.
    const early = at('2030-01-10T08:15:00.000Z');
    const late = at('2030-01-10T08:45:00.000Z');
    const { lanes, most } = hourLanes([early, late], 'Asia/Kolkata');
    expect(most).toBe(1);
    expect(lanes.get(early)?.start.toISOString()).toBe('2030-01-10T07:30:00.000Z');
    expect(lanes.get(late)?.start.toISOString()).toBe('2030-01-10T08:30:00.000Z');
  });

  it('moves a dropped post by as much as its box, keeping its own minutes', () => {
    const dropped = new Date('2030-01-11T10:20:00.000Z');
    expect(
      movedStart(dropped, '2030-01-10T08:40:00.000Z', new Date('2030-01-10T08:20:00.000Z')).toISOString(),
    ).toBe('2030-01-11T10:40:00.000Z');
  });
});
