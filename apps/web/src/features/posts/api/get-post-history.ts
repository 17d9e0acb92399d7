import { postHistory } from '@pagewise/shared/posts/post';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { postsQueryKey } from './get-posts.ts';

export type PostHistoryEntry = z.infer<typeof postHistory>['entries'][number];

export async function getPostHistory(postId: string): Promise<PostHistoryEntry[]> {
  const answer = await api<unknown>('GET', `/posts/${encodeURIComponent(postId)}/history`);
  return postHistory.parse(answer).entries;
}

export function usePostHistory(postId: string) {
  return useQuery({
    queryKey: [...postsQueryKey, 'history', postId],
    queryFn: () => getPostHistory(postId),
  });
}
