import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { botsQueryKey } from './get-bots.ts';

export async function deleteBot(botId: string): Promise<void> {
  await api<void>('DELETE', `/bots/${encodeURIComponent(botId)}`);
}

export function useDeleteBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBot,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: botsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['sources'] }),
      ]),
  });
}
