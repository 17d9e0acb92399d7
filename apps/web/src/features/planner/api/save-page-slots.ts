import { type PageSlot, type PageSlots, pageSlots, savePageSlotsRequest } from '@pagewise/shared/planner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pageSlotsQueryKey } from './get-page-slots.ts';
import { plannerQueryKey } from './get-planner.ts';

export interface SavePageSlotsValues {
  pageId: string;
  slots: PageSlot[];
}

/** Replaces every slot of the page (`PUT /api/pages/:id/slots`). */
export async function savePageSlots({ pageId, slots }: SavePageSlotsValues): Promise<PageSlots> {
  const body = savePageSlotsRequest.parse({ slots });
  return pageSlots.parse(await api<unknown>('PUT', `/pages/${encodeURIComponent(pageId)}/slots`, body));
}

export function useSavePageSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePageSlots,
    onSuccess: (saved) => {
      queryClient.setQueryData(pageSlotsQueryKey(saved.pageId), saved);
      // The planner shows the slots: its events are read again.
      return queryClient.invalidateQueries({ queryKey: plannerQueryKey });
    },
  });
}
