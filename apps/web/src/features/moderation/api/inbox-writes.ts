import type {
  BadWord,
  InboxAction,
  InboxItem,
  InboxItemChange,
  InboxNote,
  SavedReply,
} from '@pagewise/shared/inbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { inboxKey } from './inbox-reads.ts';

export type ItemActionKind = 'like' | 'hide' | 'unhide' | 'delete' | 'block' | 'unblock';
export type BulkActionKind = 'like' | 'hide' | 'unhide' | 'delete';

/** Each write refetches the inbox's reads: the lists, the counts and the item. */
function useInboxWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}

export const useChangeItem = () =>
  useInboxWrite(({ itemId, change }: { itemId: string; change: InboxItemChange }) =>
    api<InboxItem>('PATCH', `/inbox/items/${itemId}`, change),
  );

export const useBulkChange = () =>
  useInboxWrite(({ itemIds, change }: { itemIds: string[]; change: InboxItemChange }) =>
    api<{ updated: number }>('POST', '/inbox/items/bulk', { itemIds, change }),
  );

export const useReply = () =>
  useInboxWrite(({ itemId, text }: { itemId: string; text: string }) =>
    api<InboxAction>('POST', `/inbox/items/${itemId}/replies`, { text }),
  );

export const useItemAction = () =>
  useInboxWrite(({ itemId, kind }: { itemId: string; kind: ItemActionKind }) =>
    api<InboxAction>('POST', `/inbox/items/${itemId}/actions`, { kind }),
  );

export const useBulkAction = () =>
  useInboxWrite(({ itemIds, kind }: { itemIds: string[]; kind: BulkActionKind }) =>
    api<InboxAction[]>('POST', '/inbox/actions/bulk', { itemIds, kind }),
  );

export const useUndoAction = () =>
  useInboxWrite((actionId: string) => api<InboxAction>('POST', `/inbox/actions/${actionId}/undo`));

export const useAddNote = () =>
  useInboxWrite(({ itemId, text }: { itemId: string; text: string }) =>
    api<InboxNote>('POST', `/inbox/items/${itemId}/notes`, { text }),
  );

export const useAddBadWord = () =>
  useInboxWrite((input: { word: string; pageId: string | null }) =>
    api<BadWord>('POST', '/inbox/bad-words', input),
  );

export const useRemoveBadWord = () =>
  useInboxWrite((id: string) => api<void>('DELETE', `/inbox/bad-words/${id}`));

export const useAddSavedReply = () =>
  useInboxWrite((input: { title: string; text: string }) =>
    api<SavedReply>('POST', '/inbox/saved-replies', input),
  );
