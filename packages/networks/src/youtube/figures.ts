import type { ConnectedPage, PageDayFigures, PostFigures } from '../adapter.ts';
import { completeDays, givenFigures, inGroups, largestCountries } from '../figure-days.ts';
import type { GoogleClient } from '../google/google-request.ts';
import { myChannel } from './channels.ts';

type Report = { columnHeaders?: { name: string }[]; rows?: (string | number)[][] };
type Urls = { api: string; analytics: string };

/** Report rows as records by column name. */
function rowsOf(report: Report): Record<string, string | number>[] {
  const names = (report.columnHeaders ?? []).map((header) => header.name);
  return (report.rows ?? []).map((row) =>
    Object.fromEntries(names.map((name, index) => [name, row[index] ?? ''])),
  );
}

/**
 * A channel's days from the YouTube Analytics API (`reports.query` by day): views (as
 * impressions), likes, comments and shares; its subscribers now (channels.list statistics) and
 * its views by country on the last day. Analytics reports a day two or three days late: a day it
 * has no row for yet is left out, to be read again. Ages and genders come as percentages of
 * viewers, not counts: left out.
 */
export async function readYouTubePageFigures(
  google: GoogleClient,
  urls: Urls,
  page: ConnectedPage,
  days: number,
  now = new Date(),
): Promise<PageDayFigures[]> {
  const dates = completeDays(days, now);
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return [];
  const accessToken = page.credentials.accessToken;
  const query = (startDate: string, dimensions: string, metrics: string) =>
    google.call<Report>({
      url: `${urls.analytics}/v2/reports?${new URLSearchParams({ ids: 'channel==MINE', startDate, endDate: last, metrics, dimensions, sort: dimensions })}`,
      accessToken,
    });
  const [daily, countries, channel] = await Promise.all([
    query(first, 'day', 'views,likes,comments,shares'),
    query(last, 'country', 'views'),
    myChannel(google, urls.api, accessToken, 'statistics'),
  ]);
  const byDay = new Map(rowsOf(daily).map((row) => [String(row.day), row]));
  const figures: PageDayFigures[] = [];
  for (const date of dates) {
    const row = byDay.get(date);
    if (!row && date !== last) continue;
    figures.push({
      date,
      ...givenFigures({
        impressions: row?.views,
        reactions: row?.likes,
        comments: row?.comments,
        shares: row?.shares,
      }),
    });
  }
  const lastDay = figures.at(-1);
  if (lastDay) {
    // A channel that hides its count still gives its owner a rounded one.
    Object.assign(lastDay, givenFigures({ followers: channel.statistics?.subscriberCount }));
    const audience = largestCountries(
      Object.fromEntries(rowsOf(countries).map((row) => [String(row.country), Number(row.views)])),
    );
    if (audience) lastDay.countries = audience;
  }
  return figures;
}

type VideoStatistics = {
  id: string;
  statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
};

/**
 * Each video's statistics (videos.list `part=statistics`, 50 ids a call): views, likes and
 * comments; a like count the owner hid is left out, and so is a video YouTube no longer has.
 */
export async function readYouTubePostFigures(
  google: GoogleClient,
  urls: Urls,
  page: ConnectedPage,
  remoteIds: string[],
): Promise<PostFigures[]> {
  const figures: PostFigures[] = [];
  for (const ids of inGroups(remoteIds, 50)) {
    const answer = await google.call<{ items?: VideoStatistics[] }>({
      url: `${urls.api}/youtube/v3/videos?${new URLSearchParams({ part: 'statistics', id: ids.join(','), maxResults: '50' })}`,
      accessToken: page.credentials.accessToken,
    });
    for (const video of answer.items ?? []) {
      const statistics = video.statistics ?? {};
      figures.push({
        remoteId: video.id,
        ...givenFigures({
          videoViews: statistics.viewCount,
          reactions: statistics.likeCount,
          comments: statistics.commentCount,
        }),
      });
    }
  }
  return figures;
}
