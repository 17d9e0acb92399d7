import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { groupsQueryKey } from './get-groups.ts';
import { pagesQueryKey } from './get-pages.ts';

export async function deletePage(pageId: string): Promise<void> {
  await api<void>('DELETE', `/pages/${encodeURIComponent(pageId)}`);
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    // Groups left with no page are dropped by the server (spec §3).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pagesQueryKey }),
        queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
      ]),
  });
}
