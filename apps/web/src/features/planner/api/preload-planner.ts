import { dayIn, timeZoneOf } from '@pagewise/shared/time-zones';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { meFrom } from '../../auth/api/get-me.ts';
import { sessionQueryKey } from '../../auth/session-key.ts';
import { readSelectedPageIds } from '../hooks/use-planner-filter.ts';
import { narrowScreen, placeOfAddress } from '../planner-place.ts';
import { firstDayOfWeek, shownDays, shownRange } from '../shown-days.ts';
import { getPlanner, plannerQueryKey, plannerRequest } from './get-planner.ts';

/**
 * A fresh tab on the planner (app/dash-preload.ts): its events are asked as soon as the user's
 * zone is known, before the planner's code, with the request and under the query key the board
 * will read (`plannerRequest`). Resolves once the request is sent. Not when pages are selected:
 * the board first checks them against the list. A failure is left to the board, which asks again.
 */
export async function preloadPlanner(queryClient: QueryClient, hash: string, me: Promise<unknown>) {
  if (readSelectedPageIds().length > 0) return;
  const address = new URL(hash.replace(/^#/, '') || '/', 'http://app.invalid');
  const pathDate = /^\/dash\/planner\/([^/]+)$/.exec(address.pathname.replace(/\/+$/, ''))?.[1];
  const place = placeOfAddress(pathDate, address.searchParams, window.matchMedia(narrowScreen).matches);
  const user = await queryClient.fetchQuery({ queryKey: sessionQueryKey, queryFn: () => meFrom(me) });
  const timeZone = timeZoneOf(user);
  const days = shownDays(place, dayIn(new Date(), timeZone), firstDayOfWeek(i18next.language));
  const request = plannerRequest(place.view, shownRange(days, timeZone), timeZone, {
    pageIds: [],
    groupId: null,
  });
  // Resolved once the request is out, not answered: the screen's code is asked after it.
  void queryClient.prefetchQuery({
    queryKey: [...plannerQueryKey, request],
    queryFn: () => getPlanner(request),
  });
}
