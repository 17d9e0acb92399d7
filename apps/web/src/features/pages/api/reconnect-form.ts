import type { Page } from '@pagewise/shared/pages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pagesSchemas } from '../../../lib/schemas.ts';
import { pagesQueryKey } from './get-pages.ts';

interface ReconnectFormInput {
  pageId: string;
  fields: Record<string, string>;
}

/** Gives a page of a form network fresh credentials; the sandbox needs none (it re-issues its token). */
export async function reconnectForm({ pageId, fields }: ReconnectFormInput): Promise<Page> {
  const [{ page }, answer] = await Promise.all([
    pagesSchemas(),
    api<unknown>('POST', `/pages/${encodeURIComponent(pageId)}/reconnect`, { fields }),
  ]);
  return page.parse(answer);
}

export function useReconnectForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconnectForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesQueryKey }),
  });
}
