import { type Bot, bot } from '@pagewise/shared/bots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { botsQueryKey } from './get-bots.ts';

export async function enableBot({ id, enabled }: { id: string; enabled: boolean }): Promise<Bot> {
  return bot.parse(await api<unknown>('POST', `/bots/${encodeURIComponent(id)}/enable`, { enabled }));
}

export function useEnableBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableBot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: botsQueryKey }),
  });
}
