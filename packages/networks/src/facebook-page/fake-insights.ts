import type { FakeApi, FakeRequest, FakeResponse } from '../fake/fake-api.ts';
import { dayAfter } from '../figure-days.ts';
import { graphError } from '../meta/fake-graph.ts';
import type { FacebookFakeState } from './fake-state.ts';

type AsPage = (
  handle: (request: FakeRequest, pageId: string) => FakeResponse,
) => (request: FakeRequest) => FakeResponse;

/** What each page day metric counts on the fake: its base, plus the day of the month. */
const pageDayBases: Record<string, number> = {
  page_follows: 1000,
  page_media_view: 500,
  page_total_media_view_unique: 300,
  page_video_views: 80,
  page_video_complete_views_30s: 20,
  page_post_engagements: 10,
};
const reactionMetric = 'page_actions_post_reactions_total';
const countryMetric = 'page_follows_country';
const postMetrics = [
  'post_media_view',
  'post_total_media_view_unique',
  'post_reactions_by_type_total',
  'post_clicks',
  'post_video_views',
];

/**
 * Page and post insights as Graph answers them (developers.facebook.com/docs/graph-api/reference/insights):
 * day values by `end_time` (the next day, 08:00 UTC), at most 90 days between `since` and `until`,
 * an invalid metric refused, metrics in `state.insightsLeftOut` without data (left out of `data`).
 */
export function addFakeInsightRoutes(
  api: FakeApi,
  state: FacebookFakeState,
  version: string,
  asPage: AsPage,
) {
  api.on(
    'GET',
    `/${version}/:id/insights`,
    asPage((request, pageId) => {
      const id = request.params.id ?? '';
      const metrics = (request.query.get('metric') ?? '').split(',').filter(Boolean);
      if (id !== pageId) return postInsights(state, id, metrics);
      const known = [...Object.keys(pageDayBases), reactionMetric, countryMetric];
      const invalid = metrics.find((metric) => !known.includes(metric));
      if (invalid) return graphError(100, `(#100) The value must be a valid insights metric: ${invalid}`);
      const until = Number(request.query.get('until') ?? Date.now() / 1000);
      const since = Number(request.query.get('since') ?? until - 2 * 86_400);
      if (until - since > 90 * 86_400)
        return graphError(100, 'There cannot be more than 90 days (7776000 s) between since and until');
      const days: string[] = [];
      for (let time = since; time < until; time += 86_400)
        days.push(new Date(time * 1000).toISOString().slice(0, 10));
      const data = metrics
        .filter((metric) => !state.insightsLeftOut.includes(metric))
        .map((name) => ({
          name,
          period: 'day',
          values: days.map((day) => ({
            value: pageDayValue(name, day),
            end_time: `${dayAfter(day)}T08:00:00+0000`,
          })),
          id: `${pageId}/insights/${name}/day`,
        }));
      return { json: { data } };
    }),
  );
}

function pageDayValue(metric: string, day: string): number | Record<string, number> {
  const date = Number(day.slice(8, 10));
  if (metric === reactionMetric) return { like: 10 + date, love: 2, wow: 1 };
  if (metric === countryMetric) return { FR: 600 + date, BE: 120, CA: 40 };
  return (pageDayBases[metric] ?? 0) + date;
}

function postInsights(state: FacebookFakeState, postId: string, metrics: string[]): FakeResponse {
  const post = state.posts.find((entry) => entry.id === postId);
  if (!post) return graphError(100, `Unsupported get request. Object with ID '${postId}' does not exist`, 33);
  const invalid = metrics.find((metric) => !postMetrics.includes(metric));
  if (invalid) return graphError(100, `(#100) The value must be a valid insights metric: ${invalid}`);
  const figures = post.insights ?? {};
  const data = metrics
    .filter((name) => figures[name] !== undefined)
    .map((name) => ({
      name,
      period: 'lifetime',
      values: [{ value: figures[name] }],
      id: `${postId}/insights/${name}/lifetime`,
    }));
  return { json: { data } };
}
