import { type Post, type PostStatusFilter, postList, type TargetStatus } from '@pagewise/shared/posts/post';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const postsQueryKey = ['posts'] as const;

/** The server's page size for the post list. */
export const postsPerPage = 50;

export interface PostsQuery {
  status: PostStatusFilter;
  pageId: string | null;
  offset: number;
}

export interface PostsAnswer {
  posts: Post[];
  total: number;
}

export async function getPosts({ status, pageId, offset }: PostsQuery): Promise<PostsAnswer> {
  const query = new URLSearchParams({ status, limit: String(postsPerPage), offset: String(offset) });
  if (pageId) query.set('pageId', pageId);
  return postList.parse(await api<unknown>('GET', `/posts?${query}`));
}

/** Statuses that change by themselves within seconds or minutes: the list watches them. */
const movingStatuses: readonly TargetStatus[] = ['inqueue', 'posting', 'deleting'];

export function hasMovingTargets(posts: readonly Post[]): boolean {
  return posts.some((post) => post.targets.some((target) => movingStatuses.includes(target.status)));
}

/** How often the list is reloaded while a publication is queued, posting or deleting. */
export const postsPollMs = 5000;

export function usePosts(query: PostsQuery) {
  return useQuery({
    queryKey: [...postsQueryKey, 'list', query],
    queryFn: () => getPosts(query),
    // Changing page or filter keeps the last list on screen until the next one arrives.
    placeholderData: keepPreviousData,
    refetchInterval: ({ state }) => (state.data && hasMovingTargets(state.data.posts) ? postsPollMs : false),
  });
}
