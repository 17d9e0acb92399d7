import type { PageMetrics } from '../adapter.ts';
import type { XTweet } from './x-client.ts';

/**
 * X API v2 gives no page-level daily series, only each tweet's running totals (public_metrics).
 * So a day's figures are those of the tweets posted that day, as they stand now.
 */
export function dailyMetrics(
  tweets: XTweet[],
  days: number,
  now = new Date(),
): Omit<PageMetrics, 'followers'> {
  const daily = Array.from({ length: days }, (_unused, index) => {
    const date = new Date(now.getTime() - (days - 1 - index) * 24 * 60 * 60 * 1000);
    return { date: date.toISOString().slice(0, 10), impressions: 0, engagements: 0 };
  });
  for (const tweet of tweets) {
    const day = daily.find((entry) => entry.date === tweet.created_at?.slice(0, 10));
    const metrics = tweet.public_metrics;
    if (!day || !metrics) continue;
    day.impressions += metrics.impression_count ?? 0;
    day.engagements +=
      metrics.like_count +
      metrics.retweet_count +
      metrics.reply_count +
      metrics.quote_count +
      (metrics.bookmark_count ?? 0);
  }
  return {
    impressions: daily.reduce((sum, day) => sum + day.impressions, 0),
    engagements: daily.reduce((sum, day) => sum + day.engagements, 0),
    daily,
  };
}
