import type { PlannerItem, PlannerMoreOnDay } from '@pagewise/shared/planner';
import { useEffect, useMemo, useReducer } from 'react';
import { currentEvents, noEvents, plannerEventsReducer } from '../planner-events.ts';

/**
 * The planner events of `items` (the server's last answer) with the user's unconfirmed moves;
 * `left`, of the same answer, counts the events a month answer left out (see planner-events.ts).
 */
export function usePlannerEvents(items: PlannerItem[] | undefined, left?: PlannerMoreOnDay[]) {
  const [state, dispatch] = useReducer(plannerEventsReducer, noEvents);
  useEffect(() => {
    if (items) dispatch({ type: 'receive', items, left });
  }, [items, left]);
  const events = useMemo(() => currentEvents(state), [state]);
  return { state, events, dispatch };
}

export type PlannerEventsStore = ReturnType<typeof usePlannerEvents>;
