import { type Post, post, type SavePostRequest } from '@pagewise/shared/posts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface UpdatePostValues {
  id: string;
  body: SavePostRequest;
}

export async function updatePost({ id, body }: UpdatePostValues): Promise<Post> {
  return post.parse(await api<unknown>('PUT', `/posts/${encodeURIComponent(id)}`, body));
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}
