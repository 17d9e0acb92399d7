import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pagesQueryKey } from './get-pages.ts';
import { sandboxPageQueryKey } from './get-sandbox-page.ts';

/** Makes the sandbox refuse the page's token, as a network revoking access would. */
export async function revokeSandboxToken(pageId: string): Promise<void> {
  await api<void>('POST', `/sandbox/pages/${encodeURIComponent(pageId)}/revoke-token`);
}

export function useRevokeSandboxToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSandboxToken,
    onSuccess: (_answer, pageId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pagesQueryKey }),
        queryClient.invalidateQueries({ queryKey: sandboxPageQueryKey(pageId) }),
      ]),
  });
}
