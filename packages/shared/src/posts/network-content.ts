import type { NetworkKind } from '../networks/kinds.ts';
import { networkRules } from '../networks/rules.ts';
import { networkTextLength } from '../networks/text-length.ts';
import type { MediaFacts, PostContent } from './post.ts';

/**
 * The post as the publishing engine reads it. `media` tells images from videos; without it (or
 * for an id it does not list) a media id counts as an image.
 */
export type NetworkContentSource = Pick<PostContent, 'message' | 'mediaIds'> & {
  link?: string;
  media?: readonly Pick<MediaFacts, 'id' | 'kind'>[];
};

/**
 * The text a network receives when the post has a link: where the network has no field for it
 * (X always, Telegram always, Bluesky and Facebook with media: their link card gives way to the
 * media), the link goes at the end of the text, unless the text already has it. The adapters
 * build their text with this function, and the length is checked on its result.
 */
export function textWithLink(
  kind: NetworkKind,
  text: string,
  link: string | undefined,
  media: { images: number; video: boolean },
): string {
  const url = link?.trim() ?? '';
  if (url === '' || text.includes(url)) return text;
  const withMedia = media.images > 0 || media.video;
  switch (kind) {
    case 'twitter':
    case 'telegram':
      return `${text}\n\n${url}`.trim();
    case 'bluesky':
      return media.images > 0 ? `${text} ${url}`.trim() : text;
    case 'facebook_page':
    case 'facebook_group':
      return withMedia ? `${text}\n\n${url}`.trim() : text;
    default:
      return text;
  }
}

/** What is actually sent to one network. */
export type NetworkContent = {
  /** The text the network receives: the message, and the link where the network puts it in the text. */
  text: string;
  mediaIds: string[];
  droppedMediaIds: string[];
  /** `text` counted as the network counts, against its limit: over it, the post is refused. */
  length: number;
  limit: number;
  overLimit: boolean;
};

// `@name` and `#tag` tokens; not the `@` of an e-mail address nor the `#` of a URL or an entity.
export const mentionPattern = /(?<![\p{L}\p{M}\p{N}_@])@[\p{L}\p{M}\p{N}_]+/gu;
export const hashtagPattern = /(?<![\p{L}\p{M}\p{N}_#&/])#[\p{L}\p{M}\p{N}_]+/gu;

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
 * The text and media sent to one network: the text with the link where the network wants it,
 * counted as the network counts (never cut: over the limit the post is refused), the images
 * beyond its carousel dropped (videos and the order are kept). `validatePost` checks both from
 * this same function, and the publishing engine sends what it returns.
 */
export function contentForNetwork(
  post: NetworkContentSource,
  kind: NetworkKind,
  options: { concierge?: boolean } = {},
): NetworkContent {
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
  const kept = mediaIds.map((id) => kinds.get(id) ?? 'image');
  const text = textWithLink(kind, post.message, post.link, {
    images: kept.filter((media) => media === 'image').length,
    video: kept.includes('video'),
  });
  const length = networkTextLength(kind, text);
  const limit = networkRules[kind].text.maxLength;
  return { text, mediaIds, droppedMediaIds, length, limit, overLimit: length > limit };
}
