import type { ConnectedPage, PageMetrics } from '../adapter.ts';
import type { GraphClient, GraphList } from '../meta/graph-client.ts';

type Insight = { name: string; values?: { value: number; end_time: string }[] };

/**
 * Page Insights: daily impressions (`page_media_view`, which replaced `page_impressions` in November
 * 2025) and post engagements, and the page's follower count.
 */
export async function readFacebookMetrics(graph: GraphClient, page: ConnectedPage, days: number) {
  const token = page.credentials.accessToken;
  const until = Math.floor(Date.now() / 1000);
  const [insights, counts] = await Promise.all([
    graph.get<GraphList<Insight>>(`/${page.remoteId}/insights`, token, {
      metric: 'page_media_view,page_post_engagements',
      period: 'day',
      since: until - days * 86_400,
      until,
    }),
    graph.get<{ followers_count?: number; fan_count?: number }>(`/${page.remoteId}`, token, {
      fields: 'followers_count,fan_count',
    }),
  ]);
  const series = (name: string) => insights.data?.find((entry) => entry.name === name)?.values ?? [];
  const byDate = new Map<string, { date: string; impressions: number; engagements: number }>();
  const day = (endTime: string) => {
    const date = endTime.slice(0, 10);
    const entry = byDate.get(date) ?? { date, impressions: 0, engagements: 0 };
    byDate.set(date, entry);
    return entry;
  };
  for (const value of series('page_media_view')) day(value.end_time).impressions += value.value;
  for (const value of series('page_post_engagements')) day(value.end_time).engagements += value.value;
  const daily = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  const metrics: PageMetrics = {
    followers: counts.followers_count ?? counts.fan_count ?? 0,
    impressions: daily.reduce((sum, entry) => sum + entry.impressions, 0),
    engagements: daily.reduce((sum, entry) => sum + entry.engagements, 0),
    daily,
  };
  return metrics;
}
