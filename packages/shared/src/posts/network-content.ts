import type { NetworkKind } from '../networks/kinds.ts';
import { networkRules } from '../networks/rules.ts';
import type { MediaFacts, PostContent } from './post.ts';

/**
 * The post as the publishing engine reads it. `media` tells images from videos; without it (or
 * for an id it does not list) a media id counts as an image.
 */
export type NetworkContentSource = Pick<PostContent, 'message' | 'mediaIds'> & {
  media?: readonly Pick<MediaFacts, 'id' | 'kind'>[];
};

/** What is actually sent to one network. */
export type NetworkContent = {
  text: string;
  mediaIds: string[];
  truncated: boolean;
  droppedMediaIds: string[];
};

const ellipsis = '…';
// `@name` and `#tag` tokens; not the `@` of an e-mail address nor the `#` of a URL or an entity.
const mentionPattern = /(?<![\p{L}\p{M}\p{N}_@])@[\p{L}\p{M}\p{N}_]+/gu;
const hashtagPattern = /(?<![\p{L}\p{M}\p{N}_#&/])#[\p{L}\p{M}\p{N}_]+/gu;

/** Text length in Unicode code points (an emoji counts 1 or more, never a UTF-16 half). */
export function textLength(text: string): number {
  return [...text].length;
}

/** Cuts the text on a code-point boundary to `limit` code points at most, ending with '…'. */
export function truncateText(text: string, limit: number): { text: string; truncated: boolean } {
  const points = [...text];
  if (points.length <= limit) return { text, truncated: false };
  const kept = points
    .slice(0, Math.max(0, limit - 1))
    .join('')
    .trimEnd();
  return { text: `${kept}${ellipsis}`, truncated: true };
}

export function countMentions(text: string): number {
  return text.match(mentionPattern)?.length ?? 0;
}

export function countHashtags(text: string): number {
  return text.match(hashtagPattern)?.length ?? 0;
}

/** The most images one post shows on the network; 0 where it takes no image. */
export function carouselMax(kind: NetworkKind, concierge = false): number {
  const images = networkRules[kind].images;
  if (!images) return 0;
  return concierge ? (images.carouselMaxWithConcierge ?? images.carouselMax) : images.carouselMax;
}

/**
 * The text and media sent to one network: the text cut to the network's length, the images
 * beyond its carousel dropped (videos and the order are kept). `validatePost` warns of both
 * from this same function.
 */
export function contentForNetwork(
  post: NetworkContentSource,
  kind: NetworkKind,
  options: { concierge?: boolean } = {},
): NetworkContent {
  const { text, truncated } = truncateText(post.message, networkRules[kind].text.maxLength);
  const kinds = new Map(post.media?.map((media) => [media.id, media.kind]));
  const max = carouselMax(kind, options.concierge);
  const mediaIds: string[] = [];
  const droppedMediaIds: string[] = [];
  let images = 0;
  for (const id of post.mediaIds) {
    const isImage = (kinds.get(id) ?? 'image') === 'image';
    if (isImage) images += 1;
    if (isImage && images > max) droppedMediaIds.push(id);
    else mediaIds.push(id);
  }
  return { text, mediaIds, truncated, droppedMediaIds };
}
