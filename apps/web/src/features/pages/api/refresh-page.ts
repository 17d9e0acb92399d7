import type { Page } from '@pagewise/shared/pages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pagesSchemas } from '../../../lib/schemas.ts';
import { pagesQueryKey } from './get-pages.ts';

export async function refreshPage(pageId: string): Promise<Page> {
  const [{ page }, answer] = await Promise.all([
    pagesSchemas(),
    api<unknown>('POST', `/pages/${encodeURIComponent(pageId)}/refresh`),
  ]);
  return page.parse(answer);
}

export function useRefreshPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshPage,
    // A failed sync records its error on the page: reload either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pagesQueryKey }),
  });
}
