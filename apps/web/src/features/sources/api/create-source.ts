import { type Source, type SourceInput, source } from '@pagewise/shared/sources/source';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sourcesQueryKey } from './get-sources.ts';

export async function createSource(input: SourceInput): Promise<Source> {
  return source.parse(await api<unknown>('POST', '/sources', input));
}

export function useCreateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcesQueryKey }),
  });
}
