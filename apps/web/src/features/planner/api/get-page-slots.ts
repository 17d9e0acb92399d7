import { type PageSlots, pageSlots } from '@pagewise/shared/planner';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const pageSlotsQueryKey = (pageId: string) => ['page-slots', pageId] as const;

export async function getPageSlots(pageId: string): Promise<PageSlots> {
  return pageSlots.parse(await api<unknown>('GET', `/pages/${encodeURIComponent(pageId)}/slots`));
}

export function usePageSlots(pageId: string | null) {
  return useQuery({
    queryKey: pageSlotsQueryKey(pageId ?? ''),
    queryFn: () => getPageSlots(pageId ?? ''),
    enabled: pageId !== null,
    // The dialog edits what it loads: always the page's current slots.
    staleTime: 0,
  });
}
