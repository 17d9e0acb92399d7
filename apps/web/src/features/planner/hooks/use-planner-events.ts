import type { PlannerItem } from '@pagewise/shared/planner';
import { useEffect, useMemo, useReducer } from 'react';
import { currentEvents, noEvents, plannerEventsReducer } from '../planner-events.ts';

/** The planner events of `items` (the server's last answer) with the user's unconfirmed moves. */
export function usePlannerEvents(items: PlannerItem[] | undefined) {
  const [state, dispatch] = useReducer(plannerEventsReducer, noEvents);
  useEffect(() => {
    if (items) dispatch({ type: 'receive', items });
  }, [items]);
  const events = useMemo(() => currentEvents(state), [state]);
  return { state, events, dispatch };
}

export type PlannerEventsStore = ReturnType<typeof usePlannerEvents>;
