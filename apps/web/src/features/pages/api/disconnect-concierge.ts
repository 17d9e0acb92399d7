import type { Page } from '@pagewise/shared/pages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pagesSchemas } from '../../../lib/schemas.ts';
import { pagesQueryKey } from './get-pages.ts';

export async function disconnectConcierge(pageId: string): Promise<Page> {
  const [{ page }, answer] = await Promise.all([
    pagesSchemas(),
    api<unknown>('POST', `/pages/${encodeURIComponent(pageId)}/disconnect-concierge`),
  ]);
  return page.parse(answer);
}

export function useDisconnectConcierge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectConcierge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesQueryKey }),
  });
}
