import type { ConnectedPage, Credentials, PageMetrics, RemotePage } from '../adapter.ts';
import type { TikTokClient } from './tiktok-client.ts';

type User = { open_id: string; display_name?: string; avatar_url?: string; follower_count?: number };
type Video = {
  id: string;
  create_time: number;
  view_count?: number;
  like_count?: number;
  comment_count?: number;
  share_count?: number;
};

/** The connected creator is the one page (Display API user/info). */
export async function listCreator(tiktok: TikTokClient, credentials: Credentials): Promise<RemotePage[]> {
  const { user } = await tiktok.call<{ user: User }>({
    path: '/v2/user/info/?fields=open_id,display_name,avatar_url',
    accessToken: credentials.accessToken,
  });
  return [
    {
      remoteId: user.open_id,
      name: user.display_name ?? user.open_id,
      ...(user.avatar_url ? { pictureUrl: user.avatar_url } : {}),
      credentials,
    },
  ];
}

// video/list pages hold at most 20 videos; 10 pages bound a metrics read.
const maxPages = 10;

/**
 * Followers from user/info; views (impressions) and likes, comments and shares (engagements) of
 * the videos published in the window, counted on the day each was published: TikTok gives
 * lifetime counts per video, not per day.
 */
export async function readCreatorMetrics(
  tiktok: TikTokClient,
  page: ConnectedPage,
  days: number,
): Promise<PageMetrics> {
  const accessToken = page.credentials.accessToken;
  const { user } = await tiktok.call<{ user: User }>({
    path: '/v2/user/info/?fields=open_id,follower_count',
    accessToken,
  });
  const start = Date.now() - (days - 1) * 86_400_000;
  const daily = new Map<string, { impressions: number; engagements: number }>();
  for (let day = 0; day < days; day += 1) {
    daily.set(new Date(start + day * 86_400_000).toISOString().slice(0, 10), {
      impressions: 0,
      engagements: 0,
    });
  }
  let cursor: number | undefined;
  for (let read = 0; read < maxPages; read += 1) {
    const answer = await tiktok.call<{ videos?: Video[]; cursor?: number; has_more?: boolean }>({
      method: 'POST',
      path: '/v2/video/list/?fields=id,create_time,view_count,like_count,comment_count,share_count',
      accessToken,
      json: { max_count: 20, ...(cursor ? { cursor } : {}) },
    });
    const videos = answer.videos ?? [];
    for (const video of videos) {
      const totals = daily.get(new Date(video.create_time * 1000).toISOString().slice(0, 10));
      if (!totals) continue;
      totals.impressions += video.view_count ?? 0;
      totals.engagements += (video.like_count ?? 0) + (video.comment_count ?? 0) + (video.share_count ?? 0);
    }
    // Newest first: once a page ends before the window, older pages are outside it too.
    const oldest = videos.at(-1)?.create_time ?? 0;
    if (!answer.has_more || oldest * 1000 < start) break;
    cursor = answer.cursor;
  }
  const series = [...daily].map(([date, totals]) => ({ date, ...totals }));
  return {
    followers: user.follower_count ?? 0,
    impressions: series.reduce((sum, day) => sum + day.impressions, 0),
    engagements: series.reduce((sum, day) => sum + day.engagements, 0),
    daily: series,
  };
}
