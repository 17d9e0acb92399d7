import type { QueryClient } from '@tanstack/react-query';
import { meFrom } from '../features/auth/api/get-me.ts';
import { sessionQueryKey } from '../features/auth/session-key.ts';
import { groupsFrom, groupsQueryKey } from '../features/pages/api/get-groups.ts';
import { pagesFrom, pagesQueryKey } from '../features/pages/api/get-pages.ts';

/** Answers asked for before the app rendered (route-preload.ts): the user, and a screen's lists. */
export type DashAnswers = { me: Promise<unknown>; pages?: Promise<unknown>; groups?: Promise<unknown> };

/**
 * Puts the early answers into the queries the layout and the screen read (same keys, same
 * parsing), so their hooks find them under way instead of asking one after the other as each
 * renders. A failure is left in the query; the hook that mounts asks again, as it would have.
 */
export function prefetchDashData(queryClient: QueryClient, answers: DashAnswers) {
  const { me, pages, groups } = answers;
  void queryClient.prefetchQuery({ queryKey: sessionQueryKey, queryFn: () => meFrom(me) });
  if (pages) void queryClient.prefetchQuery({ queryKey: pagesQueryKey, queryFn: () => pagesFrom(pages) });
  if (groups) void queryClient.prefetchQuery({ queryKey: groupsQueryKey, queryFn: () => groupsFrom(groups) });
}
