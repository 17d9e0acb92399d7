import { type Source, source } from '@pagewise/shared/sources/source';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sourcesQueryKey } from './get-sources.ts';

/** Spec §4: a source disabled after a parse failure runs again only when the user says so. */
export async function enableSource(sourceId: string): Promise<Source> {
  return source.parse(await api<unknown>('POST', `/sources/${encodeURIComponent(sourceId)}/enable`));
}

export function useEnableSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcesQueryKey }),
  });
}
