import { minimumPostsForOptimalTimes, type OptimalTimes } from '@pagewise/shared/planner';
import { minuteOfWeekIn } from '@pagewise/shared/time-zones';
import { networkTimes } from './network-times.ts';

/** One measured publication of a page: when it went out and what the network counted. */
export type MeasuredPost = { postedAt: Date; impressions: number; engagements: number };

/** How many best times are shown. */
export const optimalTimesShown = 5;

/** Monday 00:00 on the zone's wall clock is hour 0; each hour of the week is one bucket. */
export function hourOfWeek(at: Date, timeZone: string): number {
  return Math.floor(minuteOfWeekIn(at, timeZone) / 60);
}

/**
 * The best hours of the week to post on a page. Each hour's engagement rate is its engagements over
 * its impressions (summed, so a post seen by many weighs more than one seen by few); the five best
 * hours are scored against the best one. With fewer than `minimumPostsForOptimalTimes` measured
 * posts the page's own figures say too little, and the network's general times are given instead.
 * Hours are the account's (`timeZone`): a post at 09:00 there counts as 09:00 in summer and winter.
 */
export function optimalTimesOf(
  page: { id: string; kind: string },
  measured: readonly MeasuredPost[],
  timeZone: string,
): OptimalTimes {
  const usable = measured.filter((post) => post.impressions > 0 && post.engagements >= 0);
  if (usable.length < minimumPostsForOptimalTimes) {
    return {
      pageId: page.id,
      basis: 'network',
      measuredPosts: usable.length,
      timeZone,
      times: networkTimes(page.kind).map((time) => ({ ...time, posts: 0 })),
    };
  }
  const hours = new Map<number, { impressions: number; engagements: number; posts: number }>();
  for (const post of usable) {
    const hour = hourOfWeek(post.postedAt, timeZone);
    const sum = hours.get(hour) ?? { impressions: 0, engagements: 0, posts: 0 };
    sum.impressions += post.impressions;
    sum.engagements += post.engagements;
    sum.posts += 1;
    hours.set(hour, sum);
  }
  const ranked = [...hours]
    .map(([hour, sum]) => ({ hour, rate: sum.engagements / sum.impressions, posts: sum.posts }))
    .sort((a, b) => b.rate - a.rate || b.posts - a.posts || a.hour - b.hour)
    .slice(0, optimalTimesShown);
  const best = ranked[0]?.rate ?? 0;
  return {
    pageId: page.id,
    basis: 'page',
    measuredPosts: usable.length,
    timeZone,
    times: ranked.map((entry) => ({
      minuteOfWeek: entry.hour * 60,
      score: best > 0 ? Math.round((entry.rate / best) * 1000) / 1000 : 0,
      posts: entry.posts,
    })),
  };
}

/**
 * The first whole hour from `after` on that is one of the optimal times (on the wall clock of their
 * zone, so a daylight-saving change keeps 09:00 at 09:00), within the next week.
 */
export function nextOptimalTime(optimal: OptimalTimes, after: Date): Date {
  const wanted = new Set(optimal.times.map((time) => Math.floor(time.minuteOfWeek / 60)));
  const hour = 3_600_000;
  const first = Math.ceil(after.getTime() / hour) * hour;
  for (let at = first; at < first + 8 * 24 * hour; at += hour) {
    if (wanted.has(hourOfWeek(new Date(at), optimal.timeZone))) return new Date(at);
  }
  return after;
}
