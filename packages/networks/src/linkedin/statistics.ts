import type { ConnectedPage, PageMetrics } from '../adapter.ts';
import { type LinkedInConfig, liRequest, urn } from './li-client.ts';

type ShareStatistics = {
  timeRange: { start: number; end: number };
  totalShareStatistics: {
    impressionCount: number;
    clickCount: number;
    likeCount: number;
    commentCount: number;
    shareCount: number;
  };
};

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Followers (networkSizes) and daily share statistics (organizationalEntityShareStatistics).
 * LinkedIn keeps these statistics for a rolling 12 months, hence the cap.
 */
export async function readOrganizationMetrics(
  config: LinkedInConfig,
  page: ConnectedPage,
  days: number,
): Promise<PageMetrics> {
  const span = Math.min(days, 365);
  const end = Date.UTC(...utcDay(new Date()));
  const start = end - span * dayMs;
  const followers = await liRequest<{ firstDegreeSize: number }>(config, page.credentials, {
    path: `/rest/networkSizes/${urn(page.remoteId)}`,
    query: 'edgeType=COMPANY_FOLLOWED_BY_MEMBER',
  });
  const statistics = await liRequest<{ elements: ShareStatistics[] }>(config, page.credentials, {
    path: '/rest/organizationalEntityShareStatistics',
    query: `q=organizationalEntity&organizationalEntity=${urn(page.remoteId)}&timeIntervals=(timeRange:(start:${start},end:${end}),timeGranularityType:DAY)`,
  });
  const daily = statistics.body.elements
    .map((element) => {
      const figures = element.totalShareStatistics;
      return {
        date: new Date(element.timeRange.start).toISOString().slice(0, 10),
        impressions: figures.impressionCount,
        engagements: figures.clickCount + figures.likeCount + figures.commentCount + figures.shareCount,
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    followers: followers.body.firstDegreeSize,
    impressions: daily.reduce((sum, day) => sum + day.impressions, 0),
    engagements: daily.reduce((sum, day) => sum + day.engagements, 0),
    daily,
  };
}

function utcDay(date: Date): [number, number, number] {
  return [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
}
