import { type Post, post } from '@pagewise/shared/posts/post';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const postQueryKey = (id: string) => ['posts', id] as const;

export async function getPost(id: string): Promise<Post> {
  return post.parse(await api<unknown>('GET', `/posts/${encodeURIComponent(id)}`));
}

/** The post to edit, duplicate or continue; no request without an id (create mode). */
export function usePost(id: string | null) {
  return useQuery({
    queryKey: postQueryKey(id ?? ''),
    queryFn: () => getPost(id ?? ''),
    enabled: id !== null,
  });
}
