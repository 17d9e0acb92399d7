import type { ConnectedPage, OutgoingMedia, OutgoingPost, PublishedPost } from '../adapter.ts';
import { downloadMedia } from '../download-media.ts';
import type { GoogleClient } from '../google/google-request.ts';
import { openMedia } from '../media-reader.ts';
import { isNetworkError, NetworkError } from '../network-error.ts';
import { type AttemptClock, findByText } from '../read-back.ts';
import { myChannel } from './channels.ts';
import { uploadInPieces } from './resumable-upload.ts';
import { videoOptions, videoTitle } from './video-metadata.ts';

type Video = {
  id: string;
  status?: { uploadStatus?: string; rejectionReason?: string; failureReason?: string };
};
type PlaylistItem = {
  snippet?: { title?: string; description?: string; publishedAt?: string; resourceId?: { videoId?: string } };
};

const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

export type VideoSettings = {
  api: string;
  upload: string;
  /** For each piece of an upload. */
  uploadTimeoutMs: number;
  sleep: (ms: number) => Promise<void>;
};

/** videos.insert (resumable upload), read-back through the uploads playlist, videos.delete. */
export function createVideos(google: GoogleClient, urls: VideoSettings, clock: AttemptClock) {
  return {
    async publish(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost> {
      if (!post.video) {
        throw new NetworkError('rejected', 'A YouTube post needs a video', { reason: 'video_required' });
      }
      const accessToken = page.credentials.accessToken;
      const options = videoOptions(post);
      // The media lives in the product's storage, read piece by piece; a failure to open it
      // leaves nothing on YouTube.
      const file = await openMedia(post.video);
      try {
        // Resumable protocol (developers.google.com/youtube/v3/guides/using_resumable_upload_protocol):
        // the metadata opens a session, whose URI comes back in Location; nothing exists until
        // every byte has arrived.
        const session = await google.callWithHeaders({
          method: 'POST',
          url: `${urls.upload}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status&notifySubscribers=${options.notifySubscribers}`,
          accessToken,
          headers: {
            'x-upload-content-length': String(file.total),
            'x-upload-content-type': post.video.mime,
          },
          json: {
            snippet: {
              title: videoTitle(post),
              description: post.text,
              categoryId: options.categoryId,
              ...(options.tags.length > 0 ? { tags: options.tags } : {}),
            },
            status: { privacyStatus: options.privacyStatus, selfDeclaredMadeForKids: options.madeForKids },
          },
        });
        const sessionUrl = session.headers.get('location');
        if (!sessionUrl) throw new NetworkError('server_error', 'YouTube opened no upload session');
        clock.begin(post.idempotencyKey);
        const video = await uploadInPieces<Video>(
          google,
          {
            url: sessionUrl,
            accessToken,
            mime: post.video.mime,
            timeoutMs: urls.uploadTimeoutMs,
            sleep: urls.sleep,
          },
          file,
        );
        refuseFailed(video);
        if (post.thumbnail) await setThumbnail(google, urls.upload, accessToken, video.id, post.thumbnail);
        if (options.playlistId)
          await addToPlaylist(google, urls.api, accessToken, options.playlistId, video.id);
        return { remoteId: video.id, url: watchUrl(video.id) };
      } finally {
        file.close();
      }
    },

    /**
     * videos.insert takes no client id, so a video is ours when its title and description are the
     * ones sent and it reached the channel's uploads playlist after the attempt began (read-back.ts).
     */
    async findPublished(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost | null> {
      const accessToken = page.credentials.accessToken;
      const channel = await myChannel(google, urls.api, accessToken, 'contentDetails');
      const uploads = channel.contentDetails?.relatedPlaylists?.uploads;
      if (!uploads) return null;
      const answer = await google.call<{ items?: PlaylistItem[] }>({
        url: `${urls.api}/youtube/v3/playlistItems?part=snippet&maxResults=50&playlistId=${encodeURIComponent(uploads)}`,
        accessToken,
      });
      const title = videoTitle(post);
      const candidates = (answer.items ?? [])
        .filter((item) => item.snippet?.title === title && item.snippet.resourceId?.videoId)
        .map((item) => ({
          remoteId: item.snippet?.resourceId?.videoId ?? '',
          text: item.snippet?.description ?? '',
          createdAt: item.snippet?.publishedAt ?? '',
        }));
      const found = findByText(candidates, post.text, clock.since(post.idempotencyKey));
      return found ? { remoteId: found.remoteId, url: watchUrl(found.remoteId) } : null;
    },

    async deletePost(page: ConnectedPage, remoteId: string): Promise<void> {
      try {
        await google.call({
          method: 'DELETE',
          url: `${urls.api}/youtube/v3/videos?id=${encodeURIComponent(remoteId)}`,
          accessToken: page.credentials.accessToken,
          mutates: true,
        });
      } catch (error) {
        // videoNotFound: already gone, the wanted outcome.
        if (isNetworkError(error, 'rejected') && error.status === 404) return;
        throw error;
      }
    },
  };
}

/** YouTube took every byte but refused the video (a duplicate, a bad file): said in its words. */
function refuseFailed(video: Video) {
  const status = video.status?.uploadStatus;
  if (status !== 'rejected' && status !== 'failed') return;
  const reason = video.status?.rejectionReason ?? video.status?.failureReason ?? 'rejected';
  throw new NetworkError('rejected', `YouTube ${status} video ${video.id}: ${reason}`, { reason });
}

/**
 * thumbnails.set (developers.google.com/youtube/v3/docs/thumbnails/set): the image's bytes as the
 * body of a media upload for the new video. The video is already up, so a refusal (a channel not
 * allowed custom thumbnails answers 403) must not fail the publish, which would upload it again.
 */
async function setThumbnail(
  google: GoogleClient,
  uploadUrl: string,
  accessToken: string,
  videoId: string,
  thumbnail: OutgoingMedia,
) {
  try {
    const bytes = await downloadMedia(thumbnail);
    await google.call({
      method: 'POST',
      url: `${uploadUrl}/upload/youtube/v3/thumbnails/set?videoId=${encodeURIComponent(videoId)}&uploadType=media`,
      accessToken,
      headers: { 'content-type': thumbnail.mime },
      body: bytes,
      mutates: true,
    });
  } catch {
    // Kept as YouTube's first frame; the video itself is published.
  }
}

async function addToPlaylist(
  google: GoogleClient,
  baseUrl: string,
  accessToken: string,
  playlistId: string,
  videoId: string,
) {
  try {
    await google.call({
      method: 'POST',
      url: `${baseUrl}/youtube/v3/playlistItems?part=snippet`,
      accessToken,
      json: { snippet: { playlistId, resourceId: { kind: 'youtube#video', videoId } } },
      mutates: true,
    });
  } catch {
    // The video is up: failing the publish now would have the worker upload it a second time.
  }
}
