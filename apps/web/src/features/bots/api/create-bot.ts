import { type Bot, type BotInput, bot } from '@pagewise/shared/bots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { botsQueryKey } from './get-bots.ts';

export async function createBot(input: BotInput): Promise<Bot> {
  return bot.parse(await api<unknown>('POST', '/bots', input));
}

export function useCreateBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBot,
    // A new bot reads sources: their "bots using it" counts change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: botsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['sources'] }),
      ]),
  });
}
