import { type Bot, type BotInput, bot } from '@pagewise/shared/bots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { botsQueryKey } from './get-bots.ts';

export async function updateBot({ id, input }: { id: string; input: BotInput }): Promise<Bot> {
  return bot.parse(await api<unknown>('PUT', `/bots/${encodeURIComponent(id)}`, input));
}

export function useUpdateBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBot,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: botsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['sources'] }),
      ]),
  });
}
