import type { ConnectedPage, PageDayFigures, PostFigures } from '../adapter.ts';
import { givenFigures, largestCountries } from '../figure-days.ts';
import type { GraphClient, GraphList } from '../meta/graph-client.ts';
import {
  dayCounted,
  type Insight,
  insightRanges,
  isGoneFromGraph,
  totalOf,
  valuesByDay,
} from '../meta/insights.ts';

/** Graph answers at most 90 days of Page Insights per call (`since`/`until`). */
export const facebookInsightDays = 90;

// Page Insights' day metrics since the November 2025 renames (page_impressions → page_media_view,
// page_impressions_unique → page_total_media_view_unique, page_fans → page_follows).
const pageDayMetrics = {
  followers: 'page_follows',
  impressions: 'page_media_view',
  reach: 'page_total_media_view_unique',
  reactions: 'page_actions_post_reactions_total',
  videoViews3s: 'page_video_views',
  videoViews30s: 'page_video_complete_views_30s',
} as const;

/**
 * A page's days from Page Insights, 90 days per call, and its followers by country on the days
 * `page_follows_country` gives them. Page Insights has no daily comments, shares or link clicks,
 * and no followers by age and gender any more: those are left out.
 */
export async function readFacebookPageFigures(
  graph: GraphClient,
  page: ConnectedPage,
  days: number,
  now = new Date(),
): Promise<PageDayFigures[]> {
  const token = page.credentials.accessToken;
  const figures: PageDayFigures[] = [];
  for (const range of insightRanges(days, facebookInsightDays, now)) {
    const window = { period: 'day', since: range.since, until: range.until };
    const [answer, countries] = await Promise.all([
      graph.get<GraphList<Insight>>(`/${page.remoteId}/insights`, token, {
        metric: Object.values(pageDayMetrics).join(','),
        ...window,
      }),
      graph.get<GraphList<Insight>>(`/${page.remoteId}/insights`, token, {
        metric: 'page_follows_country',
        ...window,
      }),
    ]);
    const series = Object.entries(pageDayMetrics).map(
      ([figure, metric]) => [figure, valuesByDay(answer.data, metric)] as const,
    );
    const byCountry = countriesByDay(countries.data);
    for (const date of range.days) {
      const day: PageDayFigures = {
        date,
        ...givenFigures(Object.fromEntries(series.map(([figure, values]) => [figure, values.get(date)]))),
      };
      const audience = largestCountries(byCountry.get(date) ?? {});
      if (audience) day.countries = audience;
      figures.push(day);
    }
  }
  return figures;
}

function countriesByDay(insights: Insight[] | undefined): Map<string, Record<string, number>> {
  const byDay = new Map<string, Record<string, number>>();
  for (const entry of insights?.find((insight) => insight.name === 'page_follows_country')?.values ?? []) {
    if (typeof entry.value === 'object' && entry.end_time) byDay.set(dayCounted(entry.end_time), entry.value);
  }
  return byDay;
}

// Post insights since the renames (post_impressions → post_media_view, post_impressions_unique →
// post_total_media_view_unique); comments and shares are the post's own fields.
const postMetrics = [
  'post_media_view',
  'post_total_media_view_unique',
  'post_reactions_by_type_total',
  'post_clicks',
  'post_video_views',
];

type PostCounts = { shares?: { count?: number }; comments?: { summary?: { total_count?: number } } };

/** Each post's lifetime insights (`/{post-id}/insights`); a post Graph no longer has is left out. */
export async function readFacebookPostFigures(
  graph: GraphClient,
  page: ConnectedPage,
  remoteIds: string[],
): Promise<PostFigures[]> {
  const token = page.credentials.accessToken;
  const read = async (remoteId: string): Promise<PostFigures | null> => {
    try {
      const [insights, counts] = await Promise.all([
        graph.get<GraphList<Insight>>(`/${remoteId}/insights`, token, {
          metric: postMetrics.join(','),
          period: 'lifetime',
        }),
        graph.get<PostCounts>(`/${remoteId}`, token, { fields: 'shares,comments.limit(0).summary(true)' }),
      ]);
      const metric = (name: string) => totalOf(insights.data, name);
      return {
        remoteId,
        ...givenFigures({
          impressions: metric('post_media_view'),
          reach: metric('post_total_media_view_unique'),
          reactions: metric('post_reactions_by_type_total'),
          comments: counts.comments?.summary?.total_count,
          // A post no one shared has no `shares` field: none were made, so 0.
          shares: counts.shares?.count ?? 0,
          clicks: metric('post_clicks'),
          videoViews: metric('post_video_views'),
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
