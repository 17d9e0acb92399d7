import type { Media, PostContent, PostKind } from '@pagewise/shared/posts/post';

/** Which media each kind of post carries; changing the kind drops what the new kind cannot keep. */
const kept: Record<PostKind, { images: boolean; videos: boolean; document: boolean }> = {
  standard: { images: true, videos: true, document: false },
  image: { images: true, videos: false, document: false },
  video: { images: false, videos: true, document: false },
  document: { images: false, videos: false, document: true },
  poll: { images: false, videos: false, document: false },
  slider: { images: true, videos: false, document: false },
  story: { images: true, videos: true, document: false },
  snippet: { images: false, videos: false, document: false },
};

export function kindKeeps(kind: PostKind) {
  return kept[kind];
}

/** What the file button accepts for a kind: images and videos, or a PDF for a document. */
export function acceptedFiles(kind: PostKind): string {
  const { images, videos } = kept[kind];
  return [images ? 'image/*' : null, videos ? 'video/*' : null].filter(Boolean).join(',');
}

/** The media ids the content would lose by becoming `kind`. */
export function mediaLostBy(
  content: Pick<PostContent, 'mediaIds' | 'thumbnailMediaId' | 'documentMediaId'>,
  media: Record<string, Media>,
  kind: PostKind,
): string[] {
  const keeps = kept[kind];
  const lost = content.mediaIds.filter((id) => {
    const item = media[id];
    return item?.kind === 'video' ? !keeps.videos : !keeps.images;
  });
  if (content.thumbnailMediaId && !keeps.videos) lost.push(content.thumbnailMediaId);
  if (content.documentMediaId && !keeps.document) lost.push(content.documentMediaId);
  return lost;
}
