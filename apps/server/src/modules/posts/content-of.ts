import type { PostContent } from '@pagewise/shared/posts/post';
import type { PostRow } from './schema.ts';

/** A stored post's content in the shape the shared rules (validation, network content) take. */
export function contentOf(row: PostRow, pageIds: string[] = []): PostContent {
  return {
    kind: row.kind,
    pageIds,
    message: row.message,
    networkTexts: row.networkTexts,
    pageTexts: row.pageTexts,
    description: row.description,
    link: row.link,
    mediaIds: row.mediaIds,
    carouselRatio: row.carouselRatio as PostContent['carouselRatio'],
    thumbnailMediaId: row.thumbnailMediaId,
    documentMediaId: row.documentMediaId,
    documentTitle: row.documentTitle,
    poll: row.poll,
    reel: row.reel,
    location: row.location,
    tags: row.tags,
    collaborators: row.collaborators,
    options: row.options,
    storyOfPostId: row.storyOfPostId,
  };
}
