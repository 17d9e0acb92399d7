import { type Post, post, type SavePostRequest } from '@pagewise/shared/posts/post';
import { api } from '../../../lib/api.ts';

/**
 * Saves one post. The CSV import calls it row after row and reloads the list once at the end,
 * so it has no mutation hook of its own (see use-csv-import).
 */
export async function createPost(request: SavePostRequest): Promise<Post> {
  return post.parse(await api<unknown>('POST', '/posts', request));
}
