import { type Bot, bot } from '@pagewise/shared/bots';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { botsQueryKey } from './get-bots.ts';

export const botQueryKey = (botId: string) => [...botsQueryKey, botId] as const;

export async function getBot(botId: string): Promise<Bot> {
  return bot.parse(await api<unknown>('GET', `/bots/${encodeURIComponent(botId)}`));
}

/** One bot, to edit it; fetched afresh so the form never starts from a stale list. */
export function useBot(botId: string) {
  return useQuery({ queryKey: botQueryKey(botId), queryFn: () => getBot(botId), staleTime: 0 });
}
