import type { CompetitorFigures, ConnectedPage } from '../adapter.ts';
import type { GoogleClient } from '../google/google-request.ts';
import { isNetworkError, NetworkError } from '../network-error.ts';
import type { Channel } from './channels.ts';

type PublicChannel = Channel & {
  snippet?: Channel['snippet'] & { customUrl?: string };
  statistics?: Channel['statistics'] & { hiddenSubscriberCount?: boolean };
};
type UploadItem = {
  snippet?: { publishedAt?: string; resourceId?: { videoId?: string } };
  contentDetails?: { videoId?: string; videoPublishedAt?: string };
};
type VideoCounts = { id: string; statistics?: { likeCount?: string; commentCount?: string } };

/** How many of the latest uploads are read (one playlistItems page, one videos.list call). */
const uploadsRead = 50;

/**
 * Another channel's public figures through the YouTube Data API: the channel by its handle
 * (`channels.list?forHandle=@handle`: title, avatar, subscribers, uploads playlist), its latest 50
 * uploads (`playlistItems.list`), and their likes and comments (`videos.list?part=statistics`);
 * YouTube shows no share count. A channel that hides its subscriber count has followers null; a
 * video whose likes and comments are both hidden or off has interactions null. A handle YouTube
 * does not know (an answer without items) is not found (404).
 */
export async function readYouTubeCompetitor(
  google: GoogleClient,
  api: string,
  page: ConnectedPage,
  handle: string,
): Promise<CompetitorFigures> {
  const accessToken = page.credentials.accessToken;
  const name = handle.replace(/^@/, '');
  const found = await google.call<{ items?: PublicChannel[] }>({
    url: `${api}/youtube/v3/channels?${new URLSearchParams({ part: 'snippet,statistics,contentDetails', forHandle: `@${name}` })}`,
    accessToken,
  });
  const channel = found.items?.[0];
  if (!channel)
    throw new NetworkError('rejected', `YouTube has no channel @${name}`, {
      status: 404,
      reason: 'not_found',
    });
  const uploads = await latestUploads(google, api, accessToken, channel);
  const counts = new Map<string, VideoCounts['statistics']>();
  if (uploads.length > 0) {
    const answer = await google.call<{ items?: VideoCounts[] }>({
      url: `${api}/youtube/v3/videos?${new URLSearchParams({ part: 'statistics', id: uploads.map((upload) => upload.videoId).join(','), maxResults: String(uploadsRead) })}`,
      accessToken,
    });
    for (const video of answer.items ?? []) counts.set(video.id, video.statistics ?? {});
  }
  const statistics = channel.statistics;
  const thumbnails = channel.snippet?.thumbnails;
  const subscribers = statistics?.hiddenSubscriberCount ? undefined : Number(statistics?.subscriberCount);
  return {
    handle: channel.snippet?.customUrl?.replace(/^@/, '') ?? name,
    name: channel.snippet?.title ?? name,
    pictureUrl: thumbnails?.medium?.url ?? thumbnails?.high?.url ?? thumbnails?.default?.url ?? null,
    followers: subscribers !== undefined && Number.isFinite(subscribers) ? subscribers : null,
    // A video YouTube no longer gives statistics for (deleted, private) is left out.
    posts: uploads.flatMap((upload) => {
      const figures = counts.get(upload.videoId);
      if (!figures) return [];
      const given = [figures.likeCount, figures.commentCount]
        .map((count) => (count === undefined ? Number.NaN : Number(count)))
        .filter((count) => Number.isFinite(count));
      return [
        {
          remoteId: upload.videoId,
          createdAt: upload.createdAt,
          interactions: given.length > 0 ? given.reduce((sum, count) => sum + count, 0) : null,
        },
      ];
    }),
  };
}

/** The channel's latest uploads; a channel with no uploads playlist (or an empty one) has none. */
async function latestUploads(
  google: GoogleClient,
  api: string,
  accessToken: string,
  channel: PublicChannel,
): Promise<{ videoId: string; createdAt: string }[]> {
  const playlistId = channel.contentDetails?.relatedPlaylists?.uploads;
  if (!playlistId) return [];
  try {
    const answer = await google.call<{ items?: UploadItem[] }>({
      url: `${api}/youtube/v3/playlistItems?${new URLSearchParams({ part: 'snippet,contentDetails', maxResults: String(uploadsRead), playlistId })}`,
      accessToken,
    });
    return (answer.items ?? []).flatMap((item) => {
      const videoId = item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;
      const at = item.contentDetails?.videoPublishedAt ?? item.snippet?.publishedAt;
      return videoId && at && !Number.isNaN(Date.parse(at))
        ? [{ videoId, createdAt: new Date(at).toISOString() }]
        : [];
    });
  } catch (error) {
    // playlistItems answers 404 playlistNotFound for a channel that never uploaded.
    if (isNetworkError(error, 'rejected') && error.status === 404) return [];
    throw error;
  }
}
