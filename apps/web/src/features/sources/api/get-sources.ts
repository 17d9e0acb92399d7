import { type Source, sourceList } from '@pagewise/shared/sources/source';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const sourcesQueryKey = ['sources'] as const;

/** A new or re-enabled source is read by a worker within seconds: the list looks again that soon. */
export const firstReadPollMs = 3_000;
/** Otherwise the workers' reads (new items, a source disabled) show within a minute. */
export const sourcesPollMs = 60_000;

export async function getSources(): Promise<Source[]> {
  return sourceList.parse(await api<unknown>('GET', '/sources')).sources;
}

export function waitsForFirstRead(source: Source): boolean {
  return source.status === 'running' && source.lastFetchedAt === null;
}

/** The account's custom sources ("My sources"). */
export function useSources({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sourcesQueryKey,
    queryFn: getSources,
    enabled,
    refetchInterval: ({ state }) => (state.data?.some(waitsForFirstRead) ? firstReadPollMs : sourcesPollMs),
  });
}
