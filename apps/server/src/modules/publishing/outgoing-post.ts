import type { OutgoingMedia, OutgoingPost } from '@pagewise/networks/adapter';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { networkRules } from '@pagewise/shared/networks/rules';
import { publicationText } from '@pagewise/shared/posts/custom-texts';
import { contentForNetwork } from '@pagewise/shared/posts/network-content';
import type { CarouselRatio } from '@pagewise/shared/posts/post';
import type { StoredMedia } from '../media/find-media.ts';
import { contentOf } from '../posts/content-of.ts';
import type { PostRow } from '../posts/schema.ts';

const asOutgoing = (item: StoredMedia): OutgoingMedia => ({
  url: item.url,
  mime: item.mime,
  bytes: item.bytes,
  ...(item.width ? { width: item.width } : {}),
  ...(item.height ? { height: item.height } : {}),
  ...(item.localPath ? { localPath: item.localPath } : {}),
});

/** The image as the media route serves it cut to the ratio: its own file no longer fits. */
function inRatio(item: OutgoingMedia, ratio: CarouselRatio): OutgoingMedia {
  if (ratio === 'original') return item;
  const { localPath: _whole, bytes: _bytes, width: _width, height: _height, ...rest } = item;
  const url = new URL(item.url);
  url.searchParams.set('ratio', ratio);
  return { ...rest, url: url.toString() };
}

/**
 * The post as one page receives it: its text with the link where the network puts it in the
 * text (never cut: `overLimit` says the network would refuse it), images beyond its carousel cap
 * dropped (the same rule the composer warned about), options under the network's own names.
 * The target id is the idempotency key: stable across attempts, so read-back finds it.
 */
export function outgoingPost(
  post: PostRow,
  page: { id: string; kind: NetworkKind },
  media: Map<string, StoredMedia>,
  targetId: string,
  concierge = false,
): OutgoingPost & { overLimit: boolean } {
  const { kind } = page;
  const content = contentOf(post);
  // The most specific text: the page's own, else its network's, else the common text.
  const message = publicationText(content, page);
  const sent = contentForNetwork({ ...content, message, media: [...media.values()] }, kind, { concierge });
  // Cut to the carousel ratio by the media route where the network honours it (`images.ratios`).
  const ratio = networkRules[kind].images?.ratios.includes(content.carouselRatio)
    ? content.carouselRatio
    : 'original';
  const asSent = (item: StoredMedia) =>
    item.kind === 'image' ? inRatio(asOutgoing(item), ratio) : asOutgoing(item);
  const files = sent.mediaIds.flatMap((id) => media.get(id) ?? []);
  const images = files.filter((item) => item.kind === 'image').map(asSent);
  const video = files.find((item) => item.kind === 'video');
  const thumbnail = post.thumbnailMediaId ? media.get(post.thumbnailMediaId) : undefined;
  const title = content.options.youtube?.title || content.documentTitle || undefined;
  return {
    text: sent.text,
    ...(content.link ? { link: content.link } : {}),
    ...(title ? { title } : {}),
    ...(images.length > 0 ? { images } : {}),
    ...(video ? { video: asOutgoing(video) } : {}),
    ...(video && files.length > 1
      ? {
          media: files.map((item) => ({
            ...asOutgoing(item),
            kind: item.kind === 'video' ? 'video' : 'image',
          })),
        }
      : {}),
    ...(thumbnail ? { thumbnail: asOutgoing(thumbnail) } : {}),
    idempotencyKey: targetId,
    options: networkOptions(post, kind, media),
    overLimit: sent.overLimit,
  };
}

function networkOptions(post: PostRow, kind: NetworkKind, media: Map<string, StoredMedia>) {
  const { options } = post;
  const document = post.documentMediaId ? media.get(post.documentMediaId) : undefined;
  const common = {
    kind: post.kind,
    // The product's poll ({ question, options, durationDays }): each adapter puts it in its
    // network's own fields. Blank options are the composer's empty rows, never sent.
    ...(post.poll
      ? { poll: { ...post.poll, options: post.poll.options.filter((option) => option.trim() !== '') } }
      : {}),
    ...(document ? { document: { url: document.url, title: post.documentTitle, mime: document.mime } } : {}),
    ...(post.location ? { location: post.location } : {}),
    ...(post.collaborators.length > 0 ? { collaborators: post.collaborators } : {}),
  };
  switch (kind) {
    case 'tiktok':
      return {
        ...common,
        privacy_level: options.tiktok?.privacyLevel,
        disable_comment: options.tiktok?.commentDisabled ?? false,
        disable_duet: options.tiktok?.duetDisabled ?? false,
        disable_stitch: options.tiktok?.stitchDisabled ?? false,
      };
    case 'youtube':
      return {
        ...common,
        privacyStatus: options.youtube?.visibility ?? 'public',
        madeForKids: options.youtube?.madeForKids ?? false,
        notifySubscribers: options.youtube?.notifySubscribers ?? true,
        tags: options.youtube?.tags ?? [],
        ...(options.youtube?.category ? { categoryId: options.youtube.category } : {}),
        ...(options.youtube?.playlist ? { playlistId: options.youtube.playlist } : {}),
      };
    case 'pinterest':
      return { ...common, ...(options.pinterest?.boardId ? { boardId: options.pinterest.boardId } : {}) };
    case 'twitter':
      return { ...common, replySettings: options.twitter?.replySettings ?? 'everyone' };
    // Company pages mentioned in the commentary (networks/src/linkedin/mentions.ts).
    case 'linkedin':
      return { ...common, ...(post.tags.length > 0 ? { tags: post.tags } : {}) };
    case 'instagram':
    case 'facebook_page':
    // The sandbox keeps every detail a network may take (sandbox/post-details.ts).
    case 'sandbox':
      return {
        ...common,
        ...(post.tags.length > 0 ? { tags: post.tags } : {}),
        format: post.kind === 'story' ? 'story' : post.reel ? 'reel' : 'feed',
      };
    default:
      return common;
  }
}
