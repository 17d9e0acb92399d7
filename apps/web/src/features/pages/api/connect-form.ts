import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { Page } from '@pagewise/shared/pages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pagesSchemas } from '../../../lib/schemas.ts';
import { pagesQueryKey } from './get-pages.ts';

interface ConnectFormInput {
  kind: NetworkKind;
  fields: Record<string, string>;
}

export async function connectForm({ kind, fields }: ConnectFormInput): Promise<Page[]> {
  const [{ pageList }, answer] = await Promise.all([
    pagesSchemas(),
    api<unknown>('POST', `/networks/${kind}/form`, { fields }),
  ]);
  return pageList.parse(answer).pages;
}

export function useConnectForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesQueryKey }),
  });
}
