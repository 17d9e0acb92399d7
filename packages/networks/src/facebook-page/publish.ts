import { textWithLink } from '@pagewise/shared/posts/network-content';
import type { ConnectedPage, OutgoingPost, PublishedPost } from '../adapter.ts';
import type { GraphClient, GraphList } from '../meta/graph-client.ts';
import { type AttemptClock, findByText } from '../read-back.ts';
import { publishReel } from './reels.ts';

type Created = { id: string; post_id?: string };
type Listed = {
  id: string;
  message?: string;
  description?: string;
  created_time: string;
  permalink_url?: string;
};

export type FacebookPublisher = {
  publish(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost>;
  findPublished(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost | null>;
};

/** Pages API: /feed for text and links, /photos for images, /videos for a video, /video_reels for a Reel. */
export function createFacebookPublisher(graph: GraphClient, clock: AttemptClock, carouselMax: number) {
  const publisher: FacebookPublisher = {
    async publish(page, post) {
      const token = page.credentials.accessToken;
      const message = messageOf(post);
      const images = (post.images ?? []).slice(0, carouselMax);
      clock.begin(post.idempotencyKey);
      if (post.video && isReel(post)) {
        const id = await publishReel(graph, page, post.video, message);
        return { remoteId: id, url: reelUrl(id) };
      }
      if (post.video) {
        const video = await graph.post<Created>(`/${page.remoteId}/videos`, token, {
          file_url: post.video.url,
          description: message,
          title: post.title,
        });
        return published(video.id);
      }
      if (images.length === 1 && images[0]) {
        const photo = await graph.post<Created>(`/${page.remoteId}/photos`, token, {
          url: images[0].url,
          message,
        });
        return published(photo.post_id ?? photo.id);
      }
      const attached: Record<string, string> = {};
      for (const [index, image] of images.entries()) {
        // Unpublished photos are invisible until attached to the feed post below.
        const photo = await graph.post<Created>(`/${page.remoteId}/photos`, token, {
          url: image.url,
          published: false,
        });
        attached[`attached_media[${index}]`] = JSON.stringify({ media_fbid: photo.id });
      }
      const feedPost = await graph.post<Created>(`/${page.remoteId}/feed`, token, {
        message,
        link: images.length === 0 ? post.link : undefined,
        ...attached,
      });
      return published(feedPost.id);
    },

    async findPublished(page, post) {
      const token = page.credentials.accessToken;
      const since = clock.since(post.idempotencyKey);
      const reel = post.video !== undefined && isReel(post);
      const path = reel
        ? `/${page.remoteId}/video_reels`
        : post.video
          ? `/${page.remoteId}/videos`
          : `/${page.remoteId}/published_posts`;
      const answer = await graph.get<GraphList<Listed>>(path, token, {
        fields: post.video
          ? 'id,description,created_time,permalink_url'
          : 'id,message,created_time,permalink_url',
        since: Math.floor(since.getTime() / 1000),
        limit: 50,
      });
      const candidates = (answer.data ?? []).map((item) => ({
        remoteId: item.id,
        url: item.permalink_url,
        text: (post.video ? item.description : item.message) ?? '',
        createdAt: item.created_time,
      }));
      const found = findByText(candidates, messageOf(post), since);
      if (!found) return null;
      return { remoteId: found.remoteId, url: found.url ?? (reel ? reelUrl : postUrl)(found.remoteId) };
    },
  };
  return publisher;
}

/** A photo or video post cannot carry a link preview, so the link goes into the text. */
function messageOf(post: OutgoingPost): string {
  return textWithLink('facebook_page', post.text, post.link, {
    images: post.images?.length ?? 0,
    video: post.video !== undefined,
  });
}

/** The composer's Reel flag, which outgoing-post.ts passes as `format: 'reel'`. */
function isReel(post: OutgoingPost): boolean {
  return post.options?.format === 'reel';
}

function reelUrl(videoId: string): string {
  return `https://www.facebook.com/reel/${videoId}`;
}

function published(remoteId: string): PublishedPost {
  return { remoteId, url: postUrl(remoteId) };
}

function postUrl(remoteId: string): string {
  return `https://www.facebook.com/${remoteId}`;
}
