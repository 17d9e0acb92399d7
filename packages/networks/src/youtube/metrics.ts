import type { ConnectedPage, PageMetrics } from '../adapter.ts';
import type { GoogleClient } from '../google/google-request.ts';
import { myChannel } from './channels.ts';

type Report = { columnHeaders?: { name: string }[]; rows?: (string | number)[][] };

/**
 * Subscribers from channels.list statistics; daily views (impressions) and likes, comments and
 * shares (engagements) from the YouTube Analytics API `reports.query` by day.
 */
export async function readChannelMetrics(
  google: GoogleClient,
  urls: { api: string; analytics: string },
  page: ConnectedPage,
  days: number,
): Promise<PageMetrics> {
  const accessToken = page.credentials.accessToken;
  const channel = await myChannel(google, urls.api, accessToken, 'statistics');
  const end = new Date();
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  const query = new URLSearchParams({
    ids: 'channel==MINE',
    startDate: start.toISOString().slice(0, 10),
    endDate: end.toISOString().slice(0, 10),
    metrics: 'views,likes,comments,shares',
    dimensions: 'day',
    sort: 'day',
  });
  const report = await google.call<Report>({ url: `${urls.analytics}/v2/reports?${query}`, accessToken });
  const column = (name: string) => (report.columnHeaders ?? []).findIndex((header) => header.name === name);
  const [day, views, likes, comments, shares] = ['day', 'views', 'likes', 'comments', 'shares'].map(column);
  const value = (row: (string | number)[], index: number | undefined) =>
    index === undefined || index < 0 ? 0 : Number(row[index] ?? 0);
  const daily = (report.rows ?? []).map((row) => ({
    date: String(row[day ?? 0]),
    impressions: value(row, views),
    engagements: value(row, likes) + value(row, comments) + value(row, shares),
  }));
  return {
    // hiddenSubscriberCount channels still report a rounded count to their owner.
    followers: Number(channel.statistics?.subscriberCount ?? 0),
    impressions: daily.reduce((sum, entry) => sum + entry.impressions, 0),
    engagements: daily.reduce((sum, entry) => sum + entry.engagements, 0),
    daily,
  };
}
