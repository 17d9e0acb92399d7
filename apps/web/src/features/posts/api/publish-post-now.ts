import { type Post, post } from '@pagewise/shared/posts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { postsQueryKey } from './get-posts.ts';

export async function publishPostNow(postId: string): Promise<Post> {
  return post.parse(await api<unknown>('POST', `/posts/${encodeURIComponent(postId)}/publish-now`));
}

export function usePublishPostNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPostNow,
    // The post is now queued: reloading the list starts watching its statuses.
    onSettled: () => queryClient.invalidateQueries({ queryKey: postsQueryKey }),
  });
}
