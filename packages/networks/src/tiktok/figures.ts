import type { ConnectedPage, PageDayFigures, PostFigures } from '../adapter.ts';
import { completeDays, givenFigures, inGroups } from '../figure-days.ts';
import type { TikTokClient } from './tiktok-client.ts';

type VideoCounts = {
  id: string;
  view_count?: number;
  like_count?: number;
  comment_count?: number;
  share_count?: number;
};

/**
 * TikTok's Display API keeps no history of a creator: only the followers now (user/info
 * `follower_count`), given as the last complete day's.
 */
export async function readTikTokPageFigures(
  tiktok: TikTokClient,
  page: ConnectedPage,
  now = new Date(),
): Promise<PageDayFigures[]> {
  const [date] = completeDays(1, now);
  const { user } = await tiktok.call<{ user: { follower_count?: number } }>({
    path: '/v2/user/info/?fields=open_id,follower_count',
    accessToken: page.credentials.accessToken,
  });
  return date ? [{ date, ...givenFigures({ followers: user.follower_count }) }] : [];
}

/**
 * Each video's lifetime counts (video/query, 20 ids a call): views, likes, comments and shares. A
 * video TikTok no longer has, or a post known only by its publish id (not public), is not found:
 * left out.
 */
export async function readTikTokPostFigures(
  tiktok: TikTokClient,
  page: ConnectedPage,
  remoteIds: string[],
): Promise<PostFigures[]> {
  const figures: PostFigures[] = [];
  for (const ids of inGroups(remoteIds, 20)) {
    const answer = await tiktok.call<{ videos?: VideoCounts[] }>({
      method: 'POST',
      path: '/v2/video/query/?fields=id,view_count,like_count,comment_count,share_count',
      accessToken: page.credentials.accessToken,
      json: { filters: { video_ids: ids } },
    });
    for (const video of answer.videos ?? []) {
      if (!ids.includes(String(video.id))) continue;
      figures.push({
        remoteId: String(video.id),
        ...givenFigures({
          videoViews: video.view_count,
          reactions: video.like_count,
          comments: video.comment_count,
          shares: video.share_count,
        }),
      });
    }
  }
  return figures;
}
