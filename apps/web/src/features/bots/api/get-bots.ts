import { type Bot, botList } from '@pagewise/shared/bots';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const botsQueryKey = ['bots'] as const;

export async function getBots(): Promise<Bot[]> {
  return botList.parse(await api<unknown>('GET', '/bots')).bots;
}

export function useBots() {
  return useQuery({ queryKey: botsQueryKey, queryFn: getBots });
}
