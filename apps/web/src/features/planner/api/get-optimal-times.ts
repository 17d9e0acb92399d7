import { type OptimalTimes, optimalTimes } from '@pagewise/shared/planner';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export async function getOptimalTimes(pageId: string): Promise<OptimalTimes> {
  return optimalTimes.parse(await api<unknown>('GET', `/pages/${encodeURIComponent(pageId)}/optimal-times`));
}

/** The best times to post on a page; they change with new measures, not by the minute. */
export function useOptimalTimes(pageId: string | null) {
  return useQuery({
    queryKey: ['optimal-times', pageId ?? ''],
    queryFn: () => getOptimalTimes(pageId ?? ''),
    enabled: pageId !== null,
    staleTime: 10 * 60_000,
  });
}
