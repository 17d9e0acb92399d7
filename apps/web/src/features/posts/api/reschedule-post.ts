import { isWaiting, type Post, post, reschedulePostRequest, type Target } from '@pagewise/shared/posts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { postsQueryKey } from './get-posts.ts';

export type RescheduleRequest = z.input<typeof reschedulePostRequest>;

export interface RescheduleValues {
  postId: string;
  body: RescheduleRequest;
}

/** The publications the server moves to another time: not yet on their way, or failed. */
export const movableTargets = (post: Post): Target[] =>
  post.targets.filter((target) => isWaiting(target.status));

/** Spec §4: every publication of the post (`applyToAll`), or only `targetId`. */
export async function reschedulePost({ postId, body }: RescheduleValues): Promise<Post> {
  const path = `/posts/${encodeURIComponent(postId)}/schedule`;
  return post.parse(await api<unknown>('PATCH', path, reschedulePostRequest.parse(body)));
}

export function useReschedulePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reschedulePost,
    // Also after a refusal: a 409 means the post moved on (published) since the list was loaded.
    onSettled: () => queryClient.invalidateQueries({ queryKey: postsQueryKey }),
  });
}
