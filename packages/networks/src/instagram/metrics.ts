import type { ConnectedPage, PageMetrics } from '../adapter.ts';
import type { GraphClient, GraphList } from '../meta/graph-client.ts';

type Insight = {
  name: string;
  values?: { value: number; end_time: string }[];
  total_value?: { value: number };
};

/**
 * Account insights: `reach` per day stands for impressions (the `impressions` metric is gone
 * since Graph v22.0), `total_interactions` is only given as a total, so days carry none.
 */
export async function readInstagramMetrics(
  graph: GraphClient,
  page: ConnectedPage,
  days: number,
): Promise<PageMetrics> {
  const token = page.credentials.accessToken;
  const until = Math.floor(Date.now() / 1000);
  const since = until - days * 86_400;
  const [reach, interactions, account] = await Promise.all([
    graph.get<GraphList<Insight>>(`/${page.remoteId}/insights`, token, {
      metric: 'reach',
      period: 'day',
      since,
      until,
    }),
    graph.get<GraphList<Insight>>(`/${page.remoteId}/insights`, token, {
      metric: 'total_interactions',
      period: 'day',
      metric_type: 'total_value',
      since,
      until,
    }),
    graph.get<{ followers_count?: number }>(`/${page.remoteId}`, token, { fields: 'followers_count' }),
  ]);
  const daily = (reach.data?.find((entry) => entry.name === 'reach')?.values ?? []).map((value) => ({
    date: value.end_time.slice(0, 10),
    impressions: value.value,
    engagements: 0,
  }));
  return {
    followers: account.followers_count ?? 0,
    impressions: daily.reduce((sum, entry) => sum + entry.impressions, 0),
    engagements:
      interactions.data?.find((entry) => entry.name === 'total_interactions')?.total_value?.value ?? 0,
    daily,
  };
}
