import type { NetworkRules } from '../networks/rules.ts';
import {
  type AttachedMedia,
  type IssueParams,
  issue,
  mediaField,
  megabytes,
  type NetworkTarget,
  networkIssue,
  type PostCheck,
  type PostIssueKey,
} from './issues.ts';
import { mediaMaxBytes } from './limits.ts';
import { carouselMax } from './network-content.ts';
import type { PostIssue } from './post.ts';

type ImageRules = NonNullable<NetworkRules['images']>;

/** Every referenced media id is known, of the right kind, and within the generic weight. */
export function checkMediaReferences({ post, media, result }: PostCheck) {
  const fail = (field: string, key: PostIssueKey, params?: IssueParams) =>
    result.errors.push(issue(field, key, params));
  const tooHeavy = (field: string, bytes: number) => {
    if (bytes > mediaMaxBytes) {
      fail(field, 'post.media_too_large', { limit: megabytes(mediaMaxBytes), actual: megabytes(bytes) });
    }
  };

  post.mediaIds.forEach((id, index) => {
    const facts = media.get(id);
    if (!facts) fail(mediaField(index), 'post.media_unknown');
    else if (facts.kind === 'document') fail(mediaField(index), 'post.media_kind_invalid');
    // Videos have their own, larger, limits per network.
    else if (facts.kind === 'image') tooHeavy(mediaField(index), facts.bytes);
  });
  if (post.thumbnailMediaId !== null) {
    const facts = media.get(post.thumbnailMediaId);
    if (!facts) fail('thumbnailMediaId', 'post.media_unknown');
    else if (facts.kind !== 'image') fail('thumbnailMediaId', 'post.thumbnail_not_image');
    else tooHeavy('thumbnailMediaId', facts.bytes);
  }
  if (post.documentMediaId !== null) {
    const facts = media.get(post.documentMediaId);
    if (!facts) fail('documentMediaId', 'post.media_unknown');
    else tooHeavy('documentMediaId', facts.bytes);
  }
}

/** The network's image rules, for the images it will show; the carousel's extras are a warning. */
export function checkImages({ post, attached, result }: PostCheck, target: NetworkTarget) {
  const images = attached.filter((media) => media.facts.kind === 'image');
  if (images.length === 0) return;
  const rules = target.rules.images;
  if (!rules) {
    // An image or slider post is already refused here as a kind.
    if (post.kind !== 'image' && post.kind !== 'slider') {
      result.errors.push(networkIssue(target, 'mediaIds', 'post.images_not_supported'));
    }
    return;
  }
  if (!rules.ratios.includes(post.carouselRatio)) {
    result.errors.push(
      networkIssue(target, 'carouselRatio', 'post.carousel_ratio_not_supported', {
        ratio: post.carouselRatio,
      }),
    );
  }
  const gifAlone = rules.gif?.alone === true && target.content.mediaIds.length > 1;
  for (const image of gifAlone ? images : []) {
    if (normalFormat(image.facts.format) === 'gif') {
      result.errors.push(networkIssue(target, mediaField(image.index), 'post.gif_alone'));
    }
  }
  const max = carouselMax(target.kind, target.concierge);
  const dropped = target.content.droppedMediaIds.length;
  if (dropped > 0) {
    result.warnings.push(networkIssue(target, 'mediaIds', 'post.images_dropped', { max, dropped }));
  }
  for (const image of images.slice(0, max)) checkImage(image, rules, target, result.errors);
}

function checkImage(
  { index, facts }: AttachedMedia,
  rules: ImageRules,
  target: NetworkTarget,
  errors: PostIssue[],
) {
  const fail = (key: PostIssueKey, params?: IssueParams) =>
    errors.push(networkIssue(target, mediaField(index), key, params));
  const format = normalFormat(facts.format);
  const gif = format === 'gif' ? rules.gif : undefined;
  if (gif === null) {
    fail('post.gif_not_supported');
    return;
  }
  if (!gif && !rules.formats.map(normalFormat).includes(format)) {
    fail('post.image_format', { formats: formatList(rules.formats), format: facts.format.toUpperCase() });
  }
  // Spec §5: GIFs have their own limits where the network sets them (Twitter: 1280×1080, 15 MB).
  const maxBytes = gif?.maxBytes ?? rules.maxBytes;
  const maxWidth = gif?.maxWidth ?? rules.maxWidth;
  const maxHeight = gif?.maxHeight ?? rules.maxHeight;
  if (facts.bytes > maxBytes) {
    fail('post.image_too_large', { limit: megabytes(maxBytes), actual: megabytes(facts.bytes) });
  }
  const width = facts.width ?? 0;
  const height = facts.height ?? 0;
  if (width > maxWidth || height > maxHeight) {
    fail('post.image_too_big', { maxWidth, maxHeight, width, height });
  }
  if (gif && facts.frames !== null && facts.frames > gif.maxFrames) {
    fail('post.gif_too_many_frames', { limit: gif.maxFrames, actual: facts.frames });
  }
}

/** `JPEG` and `jpg` are one format. */
export function normalFormat(format: string): string {
  const lower = format.toLowerCase();
  return lower === 'jpeg' ? 'jpg' : lower;
}

/** `['png', 'jpg', 'jpeg']` → `PNG, JPG, JPEG`. */
export function formatList(formats: readonly string[]): string {
  return formats.map((format) => format.toUpperCase()).join(', ');
}
