import { type Post, post } from '@pagewise/shared/posts/post';
import { useQuery } from '@tanstack/react-query';
import type { DetailMode } from '../detail-mode.ts';
import { detailKeys, postRequest } from './post-request.ts';

export async function getPostDetail(mode: DetailMode, postId: string): Promise<Post> {
  return post.parse(await postRequest<unknown>(mode, postId, 'GET'));
}

/** The post shown in the drawer; no request while no post is chosen. */
export function usePostDetail(mode: DetailMode, postId: string | null) {
  return useQuery({
    queryKey: detailKeys.post(mode, postId ?? ''),
    queryFn: () => getPostDetail(mode, postId ?? ''),
    enabled: postId !== null,
  });
}
