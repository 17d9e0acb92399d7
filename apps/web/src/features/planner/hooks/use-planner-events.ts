import type { PlannerItem, PlannerMoreOnDay } from '@pagewise/shared/planner';
import { useMemo, useReducer, useState } from 'react';
import { currentEvents, noEvents, plannerEventsReducer } from '../planner-events.ts';

/**
 * The planner events of `items` (the server's last answer) with the user's unconfirmed moves;
 * `left`, of the same answer, counts the events a month answer left out (see planner-events.ts).
 * A new answer is taken in the render that brings it, not in an effect after it: the calendar is
 * first drawn with its events, never once empty and again with them.
 */
export function usePlannerEvents(items: PlannerItem[] | undefined, left?: PlannerMoreOnDay[]) {
  const [state, dispatch] = useReducer(plannerEventsReducer, noEvents);
  const [received, setReceived] = useState<{
    items: PlannerItem[] | undefined;
    left: PlannerMoreOnDay[] | undefined;
  }>({ items: undefined, left: undefined });
  if (items && (items !== received.items || left !== received.left)) {
    setReceived({ items, left });
    dispatch({ type: 'receive', items, left });
  }
  const events = useMemo(() => currentEvents(state), [state]);
  return { state, events, dispatch };
}

export type PlannerEventsStore = ReturnType<typeof usePlannerEvents>;
