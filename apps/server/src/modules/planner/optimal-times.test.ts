import { minimumPostsForOptimalTimes } from '@pagewise/shared/planner';
import { describe, expect, it } from 'vitest';
import { networkTimes } from './network-times.ts';
import { hourOfWeek, type MeasuredPost, optimalTimesOf } from './optimal-times.ts';

const page = { id: 'page-1', kind: 'linkedin' };
/** A post on a day of March 2030 (the 4th is a Monday) at an hour UTC. */
const post = (day: number, hour: number, impressions: number, engagements: number): MeasuredPost => ({
  postedAt: new Date(Date.UTC(2030, 2, day, hour, 17)),
  impressions,
  engagements,
});

describe('optimal posting times', () => {
  it("counts the hour of the week from Monday 00:00 on the account's clock", () => {
    expect(hourOfWeek(new Date('2030-03-04T00:00:00Z'), 'UTC')).toBe(0);
    expect(hourOfWeek(new Date('2030-03-05T09:59:00Z'), 'UTC')).toBe(33);
    expect(hourOfWeek(new Date('2030-03-10T23:30:00Z'), 'UTC')).toBe(167);
    // Sunday 23:30 UTC is Monday 00:30 in Paris (winter), the week's first hour.
    expect(hourOfWeek(new Date('2030-03-10T23:30:00Z'), 'Europe/Paris')).toBe(0);
  });

  it('keeps an hour of the audience the same hour across a daylight-saving change', () => {
    // 09:00 in Paris on Tuesday 26 March 2030 (winter, 08:00 UTC) and Tuesday 2 April (summer, 07:00 UTC).
    const paris = [new Date('2030-03-26T08:00:00Z'), new Date('2030-04-02T07:00:00Z')];
    expect(paris.map((at) => hourOfWeek(at, 'Europe/Paris'))).toEqual([33, 33]);
    const many = Array.from({ length: minimumPostsForOptimalTimes }, (_, index) => ({
      postedAt: paris[index % 2] ?? new Date(),
      impressions: 100,
      engagements: 10,
    }));
    const result = optimalTimesOf(page, many, 'Europe/Paris');
    expect(result.timeZone).toBe('Europe/Paris');
    expect(result.times).toEqual([{ minuteOfWeek: 33 * 60, score: 1, posts: minimumPostsForOptimalTimes }]);
  });

  it("ranks the page's hours by engagement rate, scored against the best, with their post counts", () => {
    const measured = [
      // Tuesday 09:00: 10 % over two posts (summed: 60 / 600).
      post(5, 9, 400, 44),
      post(12, 9, 200, 16),
      // Wednesday 18:00: 20 %, the best.
      post(6, 18, 100, 20),
      // Monday 07:00: 5 %.
      post(4, 7, 1000, 50),
      // Friday 12:00: 2 %, and a few more hours below it.
      post(8, 12, 500, 10),
      post(9, 10, 500, 5),
      post(10, 11, 500, 4),
      post(7, 15, 500, 3),
      post(7, 16, 500, 2),
      post(7, 17, 500, 1),
      // Never seen: left out.
      post(7, 18, 0, 0),
    ];
    const result = optimalTimesOf(page, measured, 'UTC');
    expect(result).toMatchObject({ pageId: 'page-1', basis: 'page', measuredPosts: 10 });
    expect(result.times).toEqual([
      { minuteOfWeek: (2 * 24 + 18) * 60, score: 1, posts: 1 },
      { minuteOfWeek: (24 + 9) * 60, score: 0.5, posts: 2 },
      { minuteOfWeek: 7 * 60, score: 0.25, posts: 1 },
      { minuteOfWeek: (4 * 24 + 12) * 60, score: 0.1, posts: 1 },
      { minuteOfWeek: (5 * 24 + 10) * 60, score: 0.05, posts: 1 },
    ]);
  });

  it("gives the network's general times while the page has too few measured posts", () => {
    const few = Array.from({ length: minimumPostsForOptimalTimes - 1 }, (_, index) =>
      post(4 + index, 9, 100, 10),
    );
    const result = optimalTimesOf(page, few, 'UTC');
    expect(result.basis).toBe('network');
    expect(result.measuredPosts).toBe(minimumPostsForOptimalTimes - 1);
    expect(result.times).toEqual(networkTimes('linkedin').map((time) => ({ ...time, posts: 0 })));
    expect(result.times).toHaveLength(5);
    expect(result.times[0]?.score).toBe(1);
  });

  it('has general times for every network, within the week', () => {
    for (const kind of ['sandbox', 'instagram', 'tiktok', 'google_business', 'unknown-network']) {
      const times = networkTimes(kind);
      expect(times).toHaveLength(5);
      for (const time of times) {
        expect(time.minuteOfWeek).toBeGreaterThanOrEqual(0);
        expect(time.minuteOfWeek).toBeLessThan(7 * 24 * 60);
      }
    }
  });
});
