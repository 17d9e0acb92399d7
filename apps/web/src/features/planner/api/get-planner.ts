import {
  type PlannerResponse,
  plannerListEventsPerDay,
  plannerMonthEventsPerDay,
  plannerResponse,
} from '@pagewise/shared/planner';
import { isTimeZone } from '@pagewise/shared/time-zones';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { DateRange } from '../empty-slots.ts';
import type { PlannerView } from '../planner-place.ts';

export const plannerQueryKey = ['planner'] as const;

/**
 * What the planner asks for: the visible range, and either a group or some pages (none: all).
 * The month and the list also send `days` (see `cutDays`): only each day's first events come, with
 * the count of the rest.
 */
export interface PlannerRequest {
  from: string;
  to: string;
  pageIds: string[];
  groupId: string | null;
  days?: { perDay: number; timeZone: string } | null;
}

/** How many events a day each view shows before its "+N more"; a view not named shows them all. */
export const eventsPerDay: Partial<Record<PlannerView, number>> = {
  month: plannerMonthEventsPerDay,
  list: plannerListEventsPerDay,
};

/**
 * The cut of a view that shows each day's first events (the month, the list) in `timeZone`, the
 * one the calendar lays its days in; null (every event, cut here) when the server would not take
 * that zone, or the view shows every event.
 */
export function cutDays(view: PlannerView, timeZone: string): PlannerRequest['days'] {
  const perDay = eventsPerDay[view];
  return perDay && isTimeZone(timeZone) ? { perDay, timeZone } : null;
}

/**
 * What the planner asks for at a place: the days it shows (`range`), the filter, and for the
 * month and the list their cut. One rule for the board and the fresh tab's early request
 * (preload-planner.ts): both ask with the same query key.
 */
export function plannerRequest(
  view: PlannerView,
  range: DateRange,
  timeZone: string,
  filter: { pageIds: string[]; groupId: string | null },
): PlannerRequest {
  return {
    from: range.start.toISOString(),
    to: range.end.toISOString(),
    pageIds: filter.pageIds,
    groupId: filter.groupId,
    // The month and the list draw each day's first events and "+N more": only those come.
    days: cutDays(view, timeZone),
  };
}

export function plannerSearch({ from, to, pageIds, groupId, days }: PlannerRequest): string {
  const query = new URLSearchParams({ from, to });
  if (groupId) query.set('groupId', groupId);
  else if (pageIds.length > 0) query.set('pageIds', pageIds.join(','));
  if (days) {
    query.set('perDay', String(days.perDay));
    query.set('timeZone', days.timeZone);
  }
  return query.toString();
}

export async function getPlanner(request: PlannerRequest): Promise<PlannerResponse> {
  return plannerResponse.parse(await api<unknown>('GET', `/planner?${plannerSearch(request)}`));
}

/** The events of the visible range; null: nothing is asked yet. */
export function usePlanner(request: PlannerRequest | null) {
  return useQuery({
    queryKey: [...plannerQueryKey, request],
    queryFn: () => getPlanner(request as PlannerRequest),
    enabled: request !== null,
    // Moving to the next week keeps the last events on screen (marked busy) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
