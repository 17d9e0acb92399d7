import type { ConnectedPage, PageDayFigures, PostFigures } from '../adapter.ts';
import { dayAfter, givenFigures, largestCountries } from '../figure-days.ts';
import type { GraphClient, GraphList } from '../meta/graph-client.ts';
import { type Insight, insightRanges, isGoneFromGraph, totalOf, valuesByDay } from '../meta/insights.ts';

/** Instagram answers at most 30 days of account insights per call. */
const instagramInsightDays = 30;
// Given per day only as a total over the range (`metric_type=total_value`): read day by day.
const dayTotals = {
  impressions: 'views',
  reactions: 'likes',
  comments: 'comments',
  shares: 'shares',
} as const;

/**
 * An account's days from IG User insights: `reach` by day, and views, likes, comments and shares as
 * each day's total; the followers (`followers_count`) and their countries, ages and genders
 * (`follower_demographics`) as they stand now, on the last day only. Video views by length and
 * link clicks are not given for an account.
 */
export async function readInstagramPageFigures(
  graph: GraphClient,
  page: ConnectedPage,
  days: number,
  now = new Date(),
): Promise<PageDayFigures[]> {
  const token = page.credentials.accessToken;
  const insights = (params: Record<string, string | number>) =>
    graph.get<GraphList<Insight>>(`/${page.remoteId}/insights`, token, params).then((answer) => answer.data);
  const figures: PageDayFigures[] = [];
  for (const range of insightRanges(days, instagramInsightDays, now)) {
    const reach = valuesByDay(
      await insights({ metric: 'reach', period: 'day', since: range.since, until: range.until }),
      'reach',
    );
    for (const date of range.days) {
      const since = Date.parse(date) / 1000;
      const totals = await insights({
        metric: Object.values(dayTotals).join(','),
        period: 'day',
        metric_type: 'total_value',
        since,
        until: Date.parse(dayAfter(date)) / 1000,
      });
      const counts = Object.entries(dayTotals).map(([figure, metric]) => [figure, totalOf(totals, metric)]);
      figures.push({ date, ...givenFigures({ reach: reach.get(date), ...Object.fromEntries(counts) }) });
    }
  }
  const last = figures.at(-1);
  if (!last) return figures;
  const [account, countries, ageGender] = await Promise.all([
    graph.get<{ followers_count?: number }>(`/${page.remoteId}`, token, { fields: 'followers_count' }),
    demographics(insights, 'country'),
    demographics(insights, 'age,gender'),
  ]);
  Object.assign(last, givenFigures({ followers: account.followers_count }));
  const audience = largestCountries(Object.fromEntries(countries));
  if (audience) last.countries = audience;
  // `follower_demographics` by age and gender: `["25-34", "F"]` becomes `F.25-34`.
  const byBand = Object.fromEntries(ageGender.map(([[age, gender], count]) => [`${gender}.${age}`, count]));
  if (Object.keys(byBand).length > 0) last.demographics = byBand;
  return figures;
}

/** `follower_demographics` broken down (Graph leaves it out under 100 followers). */
async function demographics(
  insights: (params: Record<string, string>) => Promise<Insight[] | undefined>,
  breakdown: string,
): Promise<[string[], number][]> {
  const data = await insights({
    metric: 'follower_demographics',
    period: 'lifetime',
    metric_type: 'total_value',
    breakdown,
  });
  const results = data?.[0]?.total_value?.breakdowns?.[0]?.results ?? [];
  return results.map((result) => [result.dimension_values, result.value]);
}

const postMetrics = {
  impressions: 'views',
  reach: 'reach',
  reactions: 'likes',
  comments: 'comments',
  shares: 'shares',
};

/** Each media's lifetime insights (`/{media-id}/insights`); a media Instagram no longer has is left out. */
export async function readInstagramPostFigures(
  graph: GraphClient,
  page: ConnectedPage,
  remoteIds: string[],
): Promise<PostFigures[]> {
  const read = async (remoteId: string): Promise<PostFigures | null> => {
    try {
      const answer = await graph.get<GraphList<Insight>>(
        `/${remoteId}/insights`,
        page.credentials.accessToken,
        {
          metric: Object.values(postMetrics).join(','),
        },
      );
      const counts = Object.entries(postMetrics).map(([figure, metric]) => [
        figure,
        totalOf(answer.data, metric),
      ]);
      return { remoteId, ...givenFigures(Object.fromEntries(counts)) };
    } catch (error) {
      if (isGoneFromGraph(error)) return null;
      throw error;
    }
  };
  const figures = await Promise.all(remoteIds.map(read));
  return figures.filter((entry): entry is PostFigures => entry !== null);
}
