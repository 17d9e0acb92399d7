import type { Page } from '@pagewise/shared/pages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pagesSchemas } from '../../../lib/schemas.ts';
import { pagesQueryKey } from './get-pages.ts';

interface AddPagesInput {
  connectionId: string;
  remoteIds: string[];
}

export async function addPages({ connectionId, remoteIds }: AddPagesInput): Promise<Page[]> {
  const [{ pageList }, answer] = await Promise.all([
    pagesSchemas(),
    api<unknown>('POST', `/connections/${encodeURIComponent(connectionId)}/pages`, { remoteIds }),
  ]);
  return pageList.parse(answer).pages;
}

export function useAddPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesQueryKey }),
  });
}
