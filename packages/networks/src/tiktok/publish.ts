import { networkRules } from '@pagewise/shared/networks/rules';
import type { ConnectedPage, OutgoingPost, PublishedPost } from '../adapter.ts';
import { NetworkError } from '../network-error.ts';
import { type AttemptClock, findByText } from '../read-back.ts';
import { chunkPlan, readVideo, uploadChunks } from './file-upload.ts';
import { type CreatorInfo, postInfo } from './post-options.ts';
import type { TikTokClient } from './tiktok-client.ts';

export type PublishSettings = {
  /** PULL_FROM_URL needs the media's domain verified in the TikTok developer portal. */
  videoSource: 'PULL_FROM_URL' | 'FILE_UPLOAD';
  /** How long `publish` waits for PUBLISH_COMPLETE before calling the outcome unknown. */
  publishWaitMs: number;
  statusPollMs: number;
  uploadTimeoutMs: number;
};

type Status = { status?: string; fail_reason?: string; publicaly_available_post_id?: (string | number)[] };
type ListedVideo = {
  id: string;
  title?: string;
  video_description?: string;
  create_time?: number;
  share_url?: string;
};

const photoMax = networkRules.tiktok.images?.carouselMax ?? 35;
// Photo post titles hold 90 characters, descriptions 4,000 (Content Posting API, photo post).
const photoTitleMax = 90;

/** Direct Post: creator info, init (video or photo), then status/fetch until the post is public. */
export function createPublishing(tiktok: TikTokClient, settings: PublishSettings, clock: AttemptClock) {
  // publish_id by idempotency key, for read-back while this process lives.
  const publishIds = new Map<string, string>();

  async function status(accessToken: string, publishId: string): Promise<Status> {
    return tiktok.call<Status>({
      method: 'POST',
      path: '/v2/post/publish/status/fetch/',
      accessToken,
      json: { publish_id: publishId },
    });
  }

  function published(publishId: string, answer: Status, username: string | undefined): PublishedPost {
    // Only public posts get a post id; others are known by their publish_id.
    const postId = answer.publicaly_available_post_id?.[0];
    if (postId === undefined) return { remoteId: publishId };
    const url = username ? `https://www.tiktok.com/@${username}/video/${postId}` : undefined;
    return { remoteId: String(postId), ...(url ? { url } : {}) };
  }

  async function init(accessToken: string, post: OutgoingPost, creator: CreatorInfo): Promise<string> {
    const info = postInfo(post, creator);
    if (post.video) {
      const bytes = settings.videoSource === 'FILE_UPLOAD' ? await readVideo(post.video) : undefined;
      const plan = bytes ? chunkPlan(bytes.byteLength) : undefined;
      clock.begin(post.idempotencyKey);
      const answer = await tiktok.call<{ publish_id: string; upload_url?: string }>({
        method: 'POST',
        path: '/v2/post/publish/video/init/',
        accessToken,
        mutates: true,
        json: {
          post_info: { title: post.text, ...info },
          source_info: plan
            ? { source: 'FILE_UPLOAD', ...plan }
            : { source: 'PULL_FROM_URL', video_url: post.video.url },
        },
      });
      publishIds.set(post.idempotencyKey, answer.publish_id);
      if (bytes && plan && answer.upload_url) {
        await uploadChunks(answer.upload_url, bytes, post.video.mime, plan, settings.uploadTimeoutMs);
      }
      return answer.publish_id;
    }
    const images = (post.images ?? []).slice(0, photoMax);
    if (images.length === 0) {
      throw new NetworkError('rejected', 'A TikTok post needs a video or photos', {
        reason: 'media_required',
      });
    }
    clock.begin(post.idempotencyKey);
    // Photo posts are pulled from URLs only.
    const answer = await tiktok.call<{ publish_id: string }>({
      method: 'POST',
      path: '/v2/post/publish/content/init/',
      accessToken,
      mutates: true,
      json: {
        post_info: {
          title: [...(post.title ?? '')].slice(0, photoTitleMax).join(''),
          description: post.text,
          privacy_level: info.privacy_level,
          disable_comment: info.disable_comment,
          auto_add_music: true,
        },
        source_info: {
          source: 'PULL_FROM_URL',
          photo_cover_index: 0,
          photo_images: images.map((image) => image.url),
        },
        post_mode: 'DIRECT_POST',
        media_type: 'PHOTO',
      },
    });
    publishIds.set(post.idempotencyKey, answer.publish_id);
    return answer.publish_id;
  }

  return {
    async publish(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost> {
      const accessToken = page.credentials.accessToken;
      const creator = await tiktok.call<CreatorInfo>({
        method: 'POST',
        path: '/v2/post/publish/creator_info/query/',
        accessToken,
      });
      const publishId = await init(accessToken, post, creator);
      const deadline = Date.now() + settings.publishWaitMs;
      for (;;) {
        const answer = await status(accessToken, publishId);
        if (answer.status === 'PUBLISH_COMPLETE')
          return published(publishId, answer, creator.creator_username);
        if (answer.status === 'FAILED') {
          const reason = answer.fail_reason ?? 'failed';
          throw new NetworkError('rejected', `TikTok could not publish ${publishId}: ${reason}`, { reason });
        }
        if (Date.now() >= deadline) {
          throw new NetworkError(
            'unknown_outcome',
            `TikTok still processing ${publishId} (${answer.status}); read back with findPublished`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, settings.statusPollMs));
      }
    },

    /**
     * With the publish_id of this process's attempt: its status (complete → found, failed → not
     * published, processing → still unknown). Without it (a restart, or init's answer was lost):
     * the creator's public videos whose caption is the one sent, created after the attempt began.
     */
    async findPublished(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost | null> {
      const accessToken = page.credentials.accessToken;
      const publishId = publishIds.get(post.idempotencyKey);
      if (publishId) {
        const answer = await status(accessToken, publishId);
        if (answer.status === 'PUBLISH_COMPLETE') return published(publishId, answer, undefined);
        if (answer.status === 'FAILED') return null;
        throw new NetworkError('unknown_outcome', `TikTok still processing ${publishId} (${answer.status})`);
      }
      const answer = await tiktok.call<{ videos?: ListedVideo[] }>({
        method: 'POST',
        path: '/v2/video/list/?fields=id,title,video_description,create_time,share_url',
        accessToken,
        json: { max_count: 20 },
      });
      const candidates = (answer.videos ?? []).map((video) => ({
        remoteId: video.id,
        ...(video.share_url ? { url: video.share_url } : {}),
        text: video.video_description ?? video.title ?? '',
        createdAt: new Date((video.create_time ?? 0) * 1000).toISOString(),
      }));
      const found = findByText(candidates, post.text, clock.since(post.idempotencyKey));
      return found ? { remoteId: found.remoteId, ...(found.url ? { url: found.url } : {}) } : null;
    },
  };
}
