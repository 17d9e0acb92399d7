import { type PlannerResponse, plannerMonthEventsPerDay, plannerResponse } from '@pagewise/shared/planner';
import { isTimeZone } from '@pagewise/shared/time-zones';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const plannerQueryKey = ['planner'] as const;

/**
 * What the planner asks for: the visible range, and either a group or some pages (none: all).
 * The month view also sends `days` (see `monthDays`): only each day's first events come, with the
 * count of the rest.
 */
export interface PlannerRequest {
  from: string;
  to: string;
  pageIds: string[];
  groupId: string | null;
  days?: { perDay: number; timeZone: string } | null;
}

/**
 * The month view's cut in `timeZone`, the one the calendar lays its days in; null (every event,
 * cut here) when the server would not take that zone.
 */
export function monthDays(timeZone: string): PlannerRequest['days'] {
  return isTimeZone(timeZone) ? { perDay: plannerMonthEventsPerDay, timeZone } : null;
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

/** The events of the visible range; nothing is asked before the range is known. */
export function usePlanner(request: PlannerRequest | null) {
  return useQuery({
    queryKey: [...plannerQueryKey, request],
    queryFn: () => getPlanner(request as PlannerRequest),
    enabled: request !== null,
    // Moving to the next week keeps the last events on screen (marked busy) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
