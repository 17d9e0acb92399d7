import { type Source, sourceList } from '@pagewise/shared/sources/source';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const sourcesQueryKey = ['sources'] as const;

export async function getSources(): Promise<Source[]> {
  return sourceList.parse(await api<unknown>('GET', '/sources')).sources;
}

/** The account's custom sources ("My sources"). */
export function useSources({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: sourcesQueryKey, queryFn: getSources, enabled });
}
