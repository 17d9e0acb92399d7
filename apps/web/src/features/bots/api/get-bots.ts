import { type Bot, botList } from '@pagewise/shared/bots';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const botsQueryKey = ['bots'] as const;

export async function getBots(): Promise<Bot[]> {
  return botList.parse(await api<unknown>('GET', '/bots')).bots;
}

/** How long after a bot's due time the list is read again: the worker takes it and posts. */
export const afterRunMs = 10_000;
/** While a run is overdue (the worker has not taken it yet), the list is read this often… */
const overdueMs = 30_000;
/** …and it is never left longer than this. */
const longestMs = 3_600_000;

/**
 * When the list should be read again: once the next bot's run has had time to post, so that its
 * "posted today", last and next runs change on screen without a reload; false with no run ahead.
 */
export function nextReadIn(bots: Bot[] | undefined, now: number = Date.now()): number | false {
  const dues = (bots ?? []).flatMap((bot) => (bot.nextRunAt ? [Date.parse(bot.nextRunAt)] : []));
  if (dues.length === 0) return false;
  const wait = Math.min(...dues) + afterRunMs - now;
  return Math.min(Math.max(wait, wait < 0 ? overdueMs : 0), longestMs);
}

export function useBots() {
  return useQuery({
    queryKey: botsQueryKey,
    queryFn: getBots,
    refetchInterval: (query) => nextReadIn(query.state.data),
  });
}
