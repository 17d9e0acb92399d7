import type { FakeRequest, FakeResponse } from '../fake/fake-api.ts';
import { dayAfter } from '../figure-days.ts';
import { graphError } from '../meta/fake-graph.ts';
import type { InstagramFakeState } from './fake-state.ts';

const accountMetrics = [
  'reach',
  'views',
  'likes',
  'comments',
  'shares',
  'total_interactions',
  'follower_demographics',
];
const mediaMetrics = ['views', 'reach', 'likes', 'comments', 'shares', 'saved', 'total_interactions'];

/**
 * IG User and IG Media insights as Graph answers them: `reach` by day (by `end_time`, the next day
 * 08:00 UTC, at most 30 days per call), a day's views, likes, comments and shares as a
 * `total_value` (base plus the day of the month), `follower_demographics` broken down, a media's
 * lifetime values. A metric in `state.insightsLeftOut`, or a media's metric not set, has no data.
 */
export function fakeInsights(state: InstagramFakeState, request: FakeRequest, id: string): FakeResponse {
  const metrics = (request.query.get('metric') ?? '').split(',').filter(Boolean);
  const account = state.accounts.find((entry) => entry.igUserId === id);
  if (!account) return mediaInsights(state, id, metrics);
  const invalid = metrics.find((metric) => !accountMetrics.includes(metric));
  if (invalid)
    return graphError(100, `(#100) metric[0] must be one of the following values: ${accountMetrics}`);
  const since = Number(request.query.get('since') ?? 0);
  const until = Number(request.query.get('until') ?? 0);
  if (until - since > 30 * 86_400)
    return graphError(100, '(#100) The range between since and until must be 30 days or less');
  const wanted = metrics.filter((metric) => !state.insightsLeftOut.includes(metric));
  if (request.query.get('metric_type') === 'total_value') {
    if (wanted.includes('follower_demographics'))
      return { json: { data: [demographics(request.query.get('breakdown') ?? '')] } };
    const date = Number(new Date(since * 1000).toISOString().slice(8, 10));
    const bases: Record<string, number> = { views: 400, likes: 30, comments: 5, shares: 2 };
    // `total_interactions` (read by `readMetrics` over its whole range) is 42 whatever the range.
    const value = (name: string) => (name in bases ? (bases[name] ?? 0) + date : 42);
    const data = wanted.map((name) => ({ name, period: 'day', total_value: { value: value(name) } }));
    return { json: { data } };
  }
  const days: string[] = [];
  for (let time = since; time < until; time += 86_400)
    days.push(new Date(time * 1000).toISOString().slice(0, 10));
  const data = wanted.map((name) => ({
    name,
    period: 'day',
    values: days.map((day) => ({
      value: 50 + Number(day.slice(8, 10)),
      end_time: `${dayAfter(day)}T08:00:00+0000`,
    })),
  }));
  return { json: { data } };
}

function demographics(breakdown: string) {
  const results =
    breakdown === 'country'
      ? [
          { dimension_values: ['FR'], value: 500 },
          { dimension_values: ['BE'], value: 90 },
        ]
      : [
          { dimension_values: ['25-34', 'F'], value: 310 },
          { dimension_values: ['25-34', 'M'], value: 220 },
          { dimension_values: ['35-44', 'F'], value: 120 },
        ];
  const keys = breakdown.split(',');
  return {
    name: 'follower_demographics',
    period: 'lifetime',
    total_value: { breakdowns: [{ dimension_keys: keys, results }] },
  };
}

function mediaInsights(state: InstagramFakeState, id: string, metrics: string[]): FakeResponse {
  const media = state.media.find((entry) => entry.id === id);
  if (!media) return graphError(100, `Unsupported get request. Object with ID '${id}' does not exist`, 33);
  const invalid = metrics.find((metric) => !mediaMetrics.includes(metric));
  if (invalid)
    return graphError(100, `(#100) metric[0] must be one of the following values: ${mediaMetrics}`);
  const data = metrics
    .filter((name) => media.insights?.[name] !== undefined)
    .map((name) => ({ name, period: 'lifetime', values: [{ value: media.insights?.[name] }] }));
  return { json: { data } };
}
