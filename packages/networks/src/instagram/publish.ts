import { type ConnectedPage, mediaInOrder, type OutgoingPost, type PublishedPost } from '../adapter.ts';
import type { GraphClient, GraphList } from '../meta/graph-client.ts';
import { NetworkError } from '../network-error.ts';
import { namesOption } from '../post-options.ts';
import { type AttemptClock, findByText } from '../read-back.ts';
import { waitUntilFinished } from './container.ts';

type Listed = { id: string; caption?: string; timestamp: string; permalink?: string };

/**
 * The post's details under Instagram's container fields (IG User Media reference): a place's
 * Page ID in `location_id`, usernames in `collaborators` (JSON array), and `user_tags` as JSON
 * objects; images need a position, so an image's tags sit at its centre. The composer refuses a
 * detail on a kind Instagram does not take it (`rules.details`); the same kinds are followed here.
 */
function detailsOf(post: OutgoingPost) {
  const location = typeof post.options?.location === 'string' ? post.options.location.trim() : '';
  const collaborators = namesOption(post, 'collaborators');
  const tags = namesOption(post, 'tags');
  const userTags = (positioned: boolean) =>
    tags.length === 0
      ? {}
      : {
          user_tags: JSON.stringify(
            tags.map((username) => (positioned ? { username, x: 0.5, y: 0.5 } : { username })),
          ),
        };
  return {
    /** Image, Reel and carousel containers. */
    feed: {
      ...(location ? { location_id: location } : {}),
      ...(collaborators.length > 0 ? { collaborators: JSON.stringify(collaborators) } : {}),
    },
    imageTags: userTags(true),
    videoTags: userTags(false),
  };
}

/** Where the post goes: the feed (an image, a carousel, or a video as a Reel) or the story. */
export type InstagramFormat = 'feed' | 'reel' | 'story';

/**
 * Content Publishing (developers.facebook.com/docs/instagram-platform/content-publishing):
 * create a container, wait until its status is FINISHED, then media_publish it. A container
 * that is never published expires after 24 hours, so a lost container creation costs nothing.
 */
export function createInstagramPublisher(
  graph: GraphClient,
  clock: AttemptClock,
  carouselMax: number,
  pollMs: number,
) {
  const container = async (page: ConnectedPage, params: Record<string, string | boolean | undefined>) => {
    const created = await graph.post<{ id: string }>(
      `/${page.remoteId}/media`,
      page.credentials.accessToken,
      params,
    );
    await waitUntilFinished(graph, page.credentials.accessToken, created.id, pollMs);
    return created.id;
  };
  return {
    async publish(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost> {
      const token = page.credentials.accessToken;
      const format = formatOf(post);
      const images = post.images ?? [];
      const media = mediaInOrder(post);
      const details = detailsOf(post);
      clock.begin(post.idempotencyKey);
      let creationId: string;
      if (format === 'story') {
        const story = post.video ?? images[0];
        if (!story) throw refused('A story needs an image or a video');
        creationId = await container(page, {
          media_type: 'STORIES',
          [post.video ? 'video_url' : 'image_url']: story.url,
          ...(post.video ? details.videoTags : details.imageTags),
        });
      } else if (media.length === 1 && post.video) {
        // Feed videos are published as Reels since the VIDEO type's retirement (2023); a Reel's
        // custom cover is `cover_url` (the composer's thumbnail).
        creationId = await container(page, {
          media_type: 'REELS',
          video_url: post.video.url,
          caption: post.text,
          ...(post.thumbnail ? { cover_url: post.thumbnail.url } : {}),
          ...details.feed,
          ...details.videoTags,
        });
      } else if (images.length === 1 && !post.video && images[0]) {
        creationId = await container(page, {
          image_url: images[0].url,
          caption: post.text,
          ...details.feed,
          ...details.imageTags,
        });
      } else if (media.length > 1) {
        // Images and videos in the user's order. The carousel container takes no user_tags:
        // they go on its first image.
        const firstImage = media.findIndex((item) => item.kind === 'image');
        const items = media.map((item, index) =>
          item.kind === 'video'
            ? { media_type: 'VIDEO', video_url: item.url }
            : { image_url: item.url, ...(index === firstImage ? details.imageTags : {}) },
        );
        const children: string[] = [];
        for (const item of items.slice(0, carouselMax)) {
          children.push(await container(page, { ...item, is_carousel_item: true }));
        }
        creationId = await container(page, {
          media_type: 'CAROUSEL',
          children: children.join(','),
          caption: post.text,
          ...details.feed,
        });
      } else {
        throw refused('Instagram posts need an image or a video');
      }
      const published = await graph.post<{ id: string }>(`/${page.remoteId}/media_publish`, token, {
        creation_id: creationId,
      });
      return { remoteId: published.id, url: await permalink(graph, token, published.id) };
    },

    async findPublished(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost | null> {
      const since = clock.since(post.idempotencyKey);
      const story = formatOf(post) === 'story';
      const answer = await graph.get<GraphList<Listed>>(
        `/${page.remoteId}/${story ? 'stories' : 'media'}`,
        page.credentials.accessToken,
        {
          fields: 'id,caption,timestamp,permalink',
          limit: 25,
        },
      );
      const candidates = (answer.data ?? []).map((item) => ({
        remoteId: item.id,
        url: item.permalink,
        text: story ? '' : (item.caption ?? ''),
        createdAt: item.timestamp,
      }));
      // Stories carry no caption: the first story since the attempt is taken as ours.
      const found = findByText(candidates, story ? '' : post.text, since);
      return found ? { remoteId: found.remoteId, url: found.url } : null;
    },
  };
}

function formatOf(post: OutgoingPost): InstagramFormat {
  const format = post.options?.format;
  return format === 'story' || format === 'reel' ? format : 'feed';
}

/** The permalink is a nicety: once published, failing to read it must not fail the publish. */
async function permalink(graph: GraphClient, token: string, mediaId: string): Promise<string | undefined> {
  try {
    return (await graph.get<{ permalink?: string }>(`/${mediaId}`, token, { fields: 'permalink' })).permalink;
  } catch {
    return undefined;
  }
}

function refused(reason: string): NetworkError {
  return new NetworkError('rejected', reason, { reason });
}
