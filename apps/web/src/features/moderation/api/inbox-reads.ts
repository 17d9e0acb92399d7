import type {
  BadWord,
  InboxCollectionProblem,
  InboxCounts,
  InboxItemDetail,
  InboxList,
  InboxTeamRow,
  SavedReply,
} from '@pagewise/shared/inbox';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { InboxFilters } from '../hooks/use-inbox-filters.ts';

/** Every inbox read starts with this key: one change event refetches them all. */
export const inboxKey = ['inbox'] as const;

/** The screen polls this often besides the change events (a lost event costs at most this). */
export const inboxPollMs = 10_000;

/** The query string of the filters in force, in the API's words (dates as instants). */
export function filterQuery(filters: InboxFilters, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  const entries: [string, string | undefined][] = [
    ['type', filters.type],
    ['status', filters.status],
    ['evaluation', filters.evaluation],
    ['assignee', filters.assignee],
    ['pageId', filters.pageId],
    ['from', filters.fromInstant],
    ['to', filters.toInstant],
    ['q', filters.q],
    ...Object.entries(extra),
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useInboxItems(filters: InboxFilters) {
  return useInfiniteQuery({
    queryKey: [...inboxKey, 'items', filters],
    queryFn: ({ pageParam }) =>
      api<InboxList>('GET', `/inbox/items${filterQuery(filters, { tab: filters.tab, after: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
    refetchInterval: inboxPollMs,
  });
}

export function useInboxCounts(filters: InboxFilters) {
  return useQuery({
    queryKey: [...inboxKey, 'counts', filters],
    queryFn: () => api<InboxCounts>('GET', `/inbox/counts${filterQuery(filters)}`),
    placeholderData: keepPreviousData,
    refetchInterval: inboxPollMs,
  });
}

export function useInboxItem(itemId: string | null) {
  return useQuery({
    queryKey: [...inboxKey, 'item', itemId],
    queryFn: () => api<InboxItemDetail>('GET', `/inbox/items/${itemId}`),
    enabled: itemId !== null,
  });
}

/** The other items of an item's thread: the conversation or the post's comments it belongs to. */
export function useThreadItems(threadId: string | null) {
  return useQuery({
    queryKey: [...inboxKey, 'thread', threadId],
    queryFn: () => api<InboxList>('GET', `/inbox/items?threadId=${threadId}&limit=20`),
    enabled: threadId !== null,
  });
}

export function useCollectionProblems() {
  return useQuery({
    queryKey: [...inboxKey, 'problems'],
    queryFn: () => api<InboxCollectionProblem[]>('GET', '/inbox/problems'),
    refetchInterval: 60_000,
  });
}

export function useSavedReplies(enabled: boolean) {
  return useQuery({
    queryKey: [...inboxKey, 'saved-replies'],
    queryFn: () => api<SavedReply[]>('GET', '/inbox/saved-replies'),
    enabled,
  });
}

export function useBadWords(enabled: boolean) {
  return useQuery({
    queryKey: [...inboxKey, 'bad-words'],
    queryFn: () => api<BadWord[]>('GET', '/inbox/bad-words'),
    enabled,
  });
}

export function useInboxTeam(period: { from: string; to: string }, enabled: boolean) {
  return useQuery({
    queryKey: [...inboxKey, 'team', period],
    queryFn: () =>
      api<InboxTeamRow[]>(
        'GET',
        `/inbox/team?from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`,
      ),
    enabled,
  });
}
