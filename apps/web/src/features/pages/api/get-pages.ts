import type { Page } from '@pagewise/shared/pages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pageListSchemas } from '../../../lib/schemas.ts';

export const pagesQueryKey = ['pages'] as const;

export function getPages(): Promise<Page[]> {
  return pagesFrom(api<unknown>('GET', '/pages'));
}

/** The pages in an answer of `GET /pages`, asked here or before the app rendered (app/route-preload.ts). */
export async function pagesFrom(answer: Promise<unknown>): Promise<Page[]> {
  const [{ pageList }, body] = await Promise.all([pageListSchemas(), answer]);
  return pageList.parse(body).pages;
}

export function usePages() {
  return useQuery({ queryKey: pagesQueryKey, queryFn: getPages });
}
