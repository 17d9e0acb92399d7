import type { Page } from '@pagewise/shared/pages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pagesSchemas } from '../../../lib/schemas.ts';

export const pagesQueryKey = ['pages'] as const;

export async function getPages(): Promise<Page[]> {
  const [{ pageList }, answer] = await Promise.all([pagesSchemas(), api<unknown>('GET', '/pages')]);
  return pageList.parse(answer).pages;
}

export function usePages() {
  return useQuery({ queryKey: pagesQueryKey, queryFn: getPages });
}
