import type { OutgoingPost } from '../adapter.ts';
import { NetworkError } from '../network-error.ts';

/** Pinterest options a post may carry in `post.options`. */
export type PinterestOptions = {
  boardId: string;
  boardSectionId?: string;
  altText?: string;
  coverImageUrl?: string;
};

/** Spec §5: a Pin goes to a board, chosen or created beforehand. */
export function readPinOptions(options: Record<string, unknown> | undefined): PinterestOptions {
  const boardId = options?.boardId;
  if (typeof boardId !== 'string' || !boardId) {
    const reason = 'Pinterest needs a board: choose or create one';
    throw new NetworkError('rejected', reason, { reason });
  }
  const text = (name: string) =>
    typeof options?.[name] === 'string' ? (options[name] as string) : undefined;
  const boardSectionId = text('boardSectionId');
  const altText = text('altText');
  const coverImageUrl = text('coverImageUrl');
  return {
    boardId,
    ...(boardSectionId ? { boardSectionId } : {}),
    ...(altText ? { altText } : {}),
    ...(coverImageUrl ? { coverImageUrl } : {}),
  };
}

/** The body of POST /v5/pins; `videoMediaId` when a video was uploaded. */
export function pinBody(
  post: OutgoingPost,
  options: PinterestOptions,
  maxImages: number,
  videoMediaId?: string,
): Record<string, unknown> {
  const images = (post.images ?? []).slice(0, maxImages);
  return {
    board_id: options.boardId,
    ...(options.boardSectionId ? { board_section_id: options.boardSectionId } : {}),
    // Pin titles stop at 100 characters.
    ...(post.title ? { title: post.title.slice(0, 100) } : {}),
    description: post.text,
    ...(post.link ? { link: post.link } : {}),
    ...(options.altText ? { alt_text: options.altText } : {}),
    media_source: mediaSource(images, videoMediaId, post.thumbnail?.url ?? options.coverImageUrl),
  };
}

function mediaSource(images: { url: string }[], videoMediaId?: string, coverImageUrl?: string) {
  // A video Pin's cover: the post's thumbnail (`cover_image_url`), else its first frame.
  if (videoMediaId) {
    const cover = coverImageUrl ?? images[0]?.url;
    const source = { source_type: 'video_id', media_id: videoMediaId };
    return cover ? { ...source, cover_image_url: cover } : { ...source, cover_image_key_frame_time: 0 };
  }
  const [first] = images;
  if (!first) {
    const reason = 'A Pin needs an image or a video';
    throw new NetworkError('rejected', reason, { reason });
  }
  if (images.length === 1) return { source_type: 'image_url', url: first.url };
  // A carousel Pin: 2 to 5 images.
  return { source_type: 'multiple_image_urls', items: images.map((image) => ({ url: image.url })), index: 0 };
}
