import { type Post, postList } from '@pagewise/shared/posts/post';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Under `posts`: saving a post (which invalidates `posts`) reloads the choice. */
export const scheduledPostsQueryKey = ['posts', 'list', 'scheduled'] as const;

/** The server's largest page: the account's scheduled posts a story can come from. */
const scheduledPostsLimit = 200;

export async function getScheduledPosts(): Promise<Post[]> {
  const query = new URLSearchParams({ status: 'scheduled', limit: String(scheduledPostsLimit) });
  return postList.parse(await api<unknown>('GET', `/posts?${query}`)).posts;
}

/** The scheduled posts, asked for when the composer writes a story. */
export function useScheduledPosts() {
  return useQuery({ queryKey: scheduledPostsQueryKey, queryFn: getScheduledPosts });
}
