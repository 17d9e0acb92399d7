import { type Source, type SourceInput, source } from '@pagewise/shared/sources/source';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sourcesQueryKey } from './get-sources.ts';

export async function updateSource({ id, input }: { id: string; input: SourceInput }): Promise<Source> {
  return source.parse(await api<unknown>('PUT', `/sources/${encodeURIComponent(id)}`, input));
}

export function useUpdateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcesQueryKey }),
  });
}
