import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sourcesQueryKey } from './get-sources.ts';

export async function deleteSource(sourceId: string): Promise<void> {
  await api<void>('DELETE', `/sources/${encodeURIComponent(sourceId)}`);
}

export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSource,
    // Bots reading the source lose it (spec §4: a bot whose source is deleted is disabled).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sourcesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['bots'] }),
      ]),
  });
}
