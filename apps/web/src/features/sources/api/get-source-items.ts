import { type SourceItem, sourceItemList } from '@pagewise/shared/sources/source';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sourcesQueryKey } from './get-sources.ts';

export const sourceItemsQueryKey = (sourceId: string) => [...sourcesQueryKey, sourceId, 'items'] as const;

/** The latest items read from a source (the server keeps the newest 50 here). */
export async function getSourceItems(sourceId: string): Promise<SourceItem[]> {
  return sourceItemList.parse(await api<unknown>('GET', `/sources/${encodeURIComponent(sourceId)}/items`))
    .items;
}

export function useSourceItems(sourceId: string) {
  return useQuery({ queryKey: sourceItemsQueryKey(sourceId), queryFn: () => getSourceItems(sourceId) });
}
