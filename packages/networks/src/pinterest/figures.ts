import type { PageDayFigures, PostFigures } from '../adapter.ts';
import { completeDays, dayOf, givenFigures } from '../figure-days.ts';
import { isNetworkError } from '../network-error.ts';
import type { PinRequest } from './pin-client.ts';

type Call = <T>(request: PinRequest) => Promise<T>;
type Metrics = Record<string, number | undefined>;
type DailyMetric = { date: string; data_status?: string; metrics?: Metrics };

/** Pinterest's analytics reach back 90 days, today included. */
const analyticsDays = 90;

/**
 * An account's days from `user_account/analytics`: impressions, saves (Pinterest's shares),
 * outbound clicks (link clicks) and 10-second video views, on the days Pinterest says are READY;
 * its followers now on the last day. Pinterest gives no reach, reactions or comments by day.
 */
export async function readPinterestPageFigures(
  call: Call,
  days: number,
  now = new Date(),
): Promise<PageDayFigures[]> {
  const dates = completeDays(Math.min(days, analyticsDays - 1), now);
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return [];
  const [account, analytics] = await Promise.all([
    call<{ follower_count?: number }>({ path: '/v5/user_account' }),
    call<{ all?: { daily_metrics?: DailyMetric[] } }>({
      path: '/v5/user_account/analytics',
      query: {
        start_date: first,
        end_date: last,
        metric_types: 'IMPRESSION,SAVE,OUTBOUND_CLICK,VIDEO_10S_VIEW',
      },
    }),
  ]);
  const ready = new Map(
    (analytics.all?.daily_metrics ?? [])
      .filter((day) => day.data_status === 'READY')
      .map((day) => [day.date, day.metrics ?? {}]),
  );
  return dates.map((date) => {
    const metrics = ready.get(date) ?? {};
    return {
      date,
      ...givenFigures({
        impressions: metrics.IMPRESSION,
        shares: metrics.SAVE,
        linkClicks: metrics.OUTBOUND_CLICK,
        videoViews10s: metrics.VIDEO_10S_VIEW,
        followers: date === last ? account.follower_count : undefined,
      }),
    };
  });
}

type PinAnalytics = { all?: { summary_metrics?: Metrics; lifetime_metrics?: Metrics } };

/**
 * Each Pin's figures (`pins/{id}/analytics` over the 90 days Pinterest keeps): impressions, saves,
 * outbound clicks and video views summed, reactions and comments as lifetime totals. A Pin
 * Pinterest no longer has (404) is left out.
 */
export async function readPinterestPostFigures(
  call: Call,
  remoteIds: string[],
  now = new Date(),
): Promise<PostFigures[]> {
  const read = async (remoteId: string): Promise<PostFigures | null> => {
    try {
      const answer = await call<PinAnalytics>({
        path: `/v5/pins/${encodeURIComponent(remoteId)}/analytics`,
        query: {
          start_date: dayOf(now.getTime() - (analyticsDays - 1) * 86_400_000),
          end_date: dayOf(now),
          metric_types: 'IMPRESSION,SAVE,OUTBOUND_CLICK,VIDEO_MRC_VIEW,TOTAL_REACTIONS,TOTAL_COMMENTS',
        },
      });
      const summary = answer.all?.summary_metrics ?? {};
      const lifetime = answer.all?.lifetime_metrics ?? {};
      return {
        remoteId,
        ...givenFigures({
          impressions: summary.IMPRESSION,
          shares: summary.SAVE,
          clicks: summary.OUTBOUND_CLICK,
          videoViews: summary.VIDEO_MRC_VIEW,
          reactions: lifetime.TOTAL_REACTIONS,
          comments: lifetime.TOTAL_COMMENTS,
        }),
      };
    } catch (error) {
      if (isNetworkError(error, 'rejected') && error.status === 404) return null;
      throw error;
    }
  };
  const figures = await Promise.all(remoteIds.map(read));
  return figures.filter((entry): entry is PostFigures => entry !== null);
}
