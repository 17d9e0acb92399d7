import { boardList } from '@pagewise/shared/posts/post';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type Board = { id: string; name: string };

export const boardsQueryKey = (pageId: string) => ['pages', pageId, 'boards'] as const;

export async function getBoards(pageId: string): Promise<Board[]> {
  return boardList.parse(await api<unknown>('GET', `/pages/${encodeURIComponent(pageId)}/boards`)).boards;
}

/** A Pinterest page's boards. */
export function useBoards(pageId: string) {
  return useQuery({ queryKey: boardsQueryKey(pageId), queryFn: () => getBoards(pageId) });
}
