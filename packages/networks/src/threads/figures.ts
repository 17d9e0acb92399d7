import type { ConnectedPage, PageDayFigures, PostFigures } from '../adapter.ts';
import { completeDays, dayAfter, givenFigures, largestCountries, sumOfGiven } from '../figure-days.ts';
import type { GraphClient, GraphList } from '../meta/graph-client.ts';
import { type Insight, isGoneFromGraph, totalOf, valuesByDay } from '../meta/insights.ts';

/** Threads keeps profile insights from 1712991600 (13 April 2024) on: nothing before is asked. */
const firstInsightsTime = 1712991600;
const firstInsightsDay = '2024-04-13';
const dayTotals = ['likes', 'replies', 'reposts', 'quotes'];

/**
 * A profile's days from `threads_insights`: `views` by day, and likes, replies, reposts and quotes
 * as each day's total (Threads gives those as totals over a range only); followers and their
 * countries as they stand now on the last day. Threads gives ages and genders apart, never
 * together, so there are no `F.25-34` demographics; reach and clicks it does not give.
 */
export async function readThreadsPageFigures(
  graph: GraphClient,
  page: ConnectedPage,
  days: number,
  now = new Date(),
): Promise<PageDayFigures[]> {
  const dates = completeDays(days, now).filter((date) => date >= firstInsightsDay);
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return [];
  const insights = (params: Record<string, string | number>) =>
    graph
      .get<GraphList<Insight>>(`/${page.remoteId}/threads_insights`, page.credentials.accessToken, params)
      .then((answer) => answer.data);
  const range = (from: string, to: string) => ({
    since: Math.max(Date.parse(from) / 1000, firstInsightsTime),
    until: Date.parse(dayAfter(to)) / 1000,
  });
  const views = valuesByDay(await insights({ metric: 'views', ...range(first, last) }), 'views');
  const figures: PageDayFigures[] = [];
  for (const date of dates) {
    const totals = await insights({ metric: dayTotals.join(','), ...range(date, date) });
    figures.push({
      date,
      ...givenFigures({
        impressions: views.get(date),
        reactions: totalOf(totals, 'likes'),
        comments: totalOf(totals, 'replies'),
        shares: sumOfGiven(totalOf(totals, 'reposts'), totalOf(totals, 'quotes')),
      }),
    });
  }
  const [followers, countries] = await Promise.all([
    insights({ metric: 'followers_count' }),
    insights({ metric: 'follower_demographics', breakdown: 'country' }),
  ]);
  const lastDay = figures.at(-1);
  if (!lastDay) return figures;
  Object.assign(lastDay, givenFigures({ followers: totalOf(followers, 'followers_count') }));
  const results = countries?.[0]?.total_value?.breakdowns?.[0]?.results ?? [];
  const audience = largestCountries(
    Object.fromEntries(results.map((result) => [result.dimension_values[0], result.value])),
  );
  if (audience) lastDay.countries = audience;
  return figures;
}

/** Each post's insights (`/{media-id}/insights`); a post Threads no longer has is left out. */
export async function readThreadsPostFigures(
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
          metric: 'views,likes,replies,reposts,quotes,shares',
        },
      );
      const metric = (name: string) => totalOf(answer.data, name);
      return {
        remoteId,
        ...givenFigures({
          impressions: metric('views'),
          reactions: metric('likes'),
          comments: metric('replies'),
          shares: sumOfGiven(metric('reposts'), metric('quotes'), metric('shares')),
        }),
      };
    } catch (error) {
      if (isGoneFromGraph(error)) return null;
      throw error;
    }
  };
  const figures = await Promise.all(remoteIds.map(read));
  return figures.filter((entry): entry is PostFigures => entry !== null);
}
