import type { ConnectedPage, PageDayFigures, PostFigures } from '../adapter.ts';
import { completeDays, dayAfter, dayOf, givenFigures, inGroups } from '../figure-days.ts';
import { type LinkedInConfig, liRequest, urn } from './li-client.ts';

type ShareCounts = {
  impressionCount?: number;
  uniqueImpressionsCount?: number;
  clickCount?: number;
  likeCount?: number;
  commentCount?: number;
  shareCount?: number;
};
type ShareStatistics = {
  timeRange?: { start: number; end: number };
  share?: string;
  ugcPost?: string;
  totalShareStatistics: ShareCounts;
};

/** LinkedIn keeps share statistics for a rolling 12 months. */
export const linkedInFiguresKeptDays = 365;

/**
 * An organization's days from `organizationalEntityShareStatistics` by DAY (impressions, reactions,
 * comments, shares, clicks; unique impressions where given), and its followers now
 * (`networkSizes`) on the last day. Followers by country come as LinkedIn geo URNs, not country
 * codes, and by seniority or industry, not age and gender: both are left out.
 */
export async function readLinkedInPageFigures(
  config: LinkedInConfig,
  page: ConnectedPage,
  days: number,
  now = new Date(),
): Promise<PageDayFigures[]> {
  const dates = completeDays(Math.min(days, linkedInFiguresKeptDays), now);
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return [];
  const range = `(start:${Date.parse(first)},end:${Date.parse(dayAfter(last))})`;
  const [statistics, followers] = await Promise.all([
    liRequest<{ elements?: ShareStatistics[] }>(config, page.credentials, {
      path: '/rest/organizationalEntityShareStatistics',
      query: `q=organizationalEntity&organizationalEntity=${urn(page.remoteId)}&timeIntervals=(timeRange:${range},timeGranularityType:DAY)`,
    }),
    liRequest<{ firstDegreeSize?: number }>(config, page.credentials, {
      path: `/rest/networkSizes/${urn(page.remoteId)}`,
      query: 'edgeType=COMPANY_FOLLOWED_BY_MEMBER',
    }),
  ]);
  const byDay = new Map(
    (statistics.body.elements ?? [])
      .filter((element) => element.timeRange)
      .map((element) => [dayOf(element.timeRange?.start ?? 0), figuresOf(element.totalShareStatistics)]),
  );
  return dates.map((date) => ({
    date,
    ...(byDay.get(date) ?? {}),
    ...(date === last ? givenFigures({ followers: followers.body.firstDegreeSize }) : {}),
  }));
}

function figuresOf(counts: ShareCounts) {
  return givenFigures({
    impressions: counts.impressionCount,
    reach: counts.uniqueImpressionsCount,
    reactions: counts.likeCount,
    comments: counts.commentCount,
    shares: counts.shareCount,
    linkClicks: counts.clickCount,
  });
}

/**
 * Each post's lifetime statistics (`organizationalEntityShareStatistics` by `shares` and
 * `ugcPosts`, 20 a call); a post LinkedIn no longer has is not among the elements: left out.
 */
export async function readLinkedInPostFigures(
  config: LinkedInConfig,
  page: ConnectedPage,
  remoteIds: string[],
): Promise<PostFigures[]> {
  const figures: PostFigures[] = [];
  for (const ids of inGroups(remoteIds, 20)) {
    const list = (kind: string) =>
      ids
        .filter((id) => id.startsWith(`urn:li:${kind}:`))
        .map(urn)
        .join(',');
    const shares = list('share');
    const ugcPosts = list('ugcPost');
    const answer = await liRequest<{ elements?: ShareStatistics[] }>(config, page.credentials, {
      path: '/rest/organizationalEntityShareStatistics',
      query: [
        `q=organizationalEntity&organizationalEntity=${urn(page.remoteId)}`,
        ...(shares ? [`shares=List(${shares})`] : []),
        ...(ugcPosts ? [`ugcPosts=List(${ugcPosts})`] : []),
      ].join('&'),
    });
    for (const element of answer.body.elements ?? []) {
      const remoteId = element.share ?? element.ugcPost;
      if (!remoteId || !ids.includes(remoteId)) continue;
      const { linkClicks, ...counts } = figuresOf(element.totalShareStatistics);
      figures.push({ remoteId, ...counts, ...(linkClicks === undefined ? {} : { clicks: linkClicks }) });
    }
  }
  return figures;
}
