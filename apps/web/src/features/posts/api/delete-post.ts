import { type Post, post } from '@pagewise/shared/posts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { postsQueryKey } from './get-posts.ts';

/**
 * A draft or scheduled post is gone at once (204). A published one comes back (200) with its
 * published targets `deleting`: the network deletes them, then they read `deleted`.
 */
export async function deletePost(postId: string): Promise<Post | null> {
  const answer = await api<unknown>('DELETE', `/posts/${encodeURIComponent(postId)}`);
  return answer === undefined ? null : post.parse(answer);
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: postsQueryKey }),
  });
}
