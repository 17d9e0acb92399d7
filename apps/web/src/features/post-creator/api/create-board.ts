import { board } from '@pagewise/shared/posts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type Board, boardsQueryKey } from './get-boards.ts';

export interface CreateBoardValues {
  pageId: string;
  name: string;
}

export async function createBoard({ pageId, name }: CreateBoardValues): Promise<Board> {
  return board.parse(await api<unknown>('POST', `/pages/${encodeURIComponent(pageId)}/boards`, { name }));
}

export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBoard,
    onSuccess: (created, { pageId }) => {
      // Listed at once, so the select can show it before the refetch answers.
      queryClient.setQueryData<Board[]>(boardsQueryKey(pageId), (boards = []) => [...boards, created]);
      return queryClient.invalidateQueries({ queryKey: boardsQueryKey(pageId) });
    },
  });
}
