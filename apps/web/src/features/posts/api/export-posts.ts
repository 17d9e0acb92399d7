import type { PostStatusFilter } from '@pagewise/shared/posts/post';
import { apiFile } from '../../../lib/api-file.ts';

export const exportPath = (status: PostStatusFilter) =>
  `/posts/export.csv?${new URLSearchParams({ status })}`;

/** The CSV of the posts with this status. */
export function exportPosts(status: PostStatusFilter): Promise<Blob> {
  return apiFile(exportPath(status));
}
