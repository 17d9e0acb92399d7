import { useCallback } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { plannerDate } from '../plannerDate.ts';

export const plannerViews = ['week', 'month'] as const;
export type PlannerView = (typeof plannerViews)[number];

export interface PlannerPlace {
  view: PlannerView;
  /** The day the calendar shows (`2025-03-14`), or null for today. */
  date: string | null;
}

/**
 * Where the calendar stands lives in the address, so a reload or a shared link opens the same
 * week: `?date=2025-03-14&view=month`, or the date in the path (`/dash/planner/2025-03-14`) which
 * then follows the user. Other parameters (`post_id`, `no_redirection`…) are kept.
 */
export function usePlannerPlace() {
  const { date: pathDate } = useParams();
  const [query, setQuery] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const place: PlannerPlace = {
    view: query.get('view') === 'month' ? 'month' : 'week',
    date: plannerDate(pathDate, query),
  };

  const move = useCallback(
    (next: PlannerPlace) => {
      if (pathDate !== undefined) {
        const rest = new URLSearchParams(query);
        rest.delete('date');
        if (next.view === 'month') rest.set('view', 'month');
        else rest.delete('view');
        const base = pathname.slice(0, pathname.length - pathDate.length);
        const search = rest.toString();
        navigate(`${base}${next.date ?? pathDate}${search ? `?${search}` : ''}`, { replace: true });
        return;
      }
      setQuery(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.date) updated.set('date', next.date);
          else updated.delete('date');
          if (next.view === 'month') updated.set('view', 'month');
          else updated.delete('view');
          return updated;
        },
        { replace: true },
      );
    },
    [pathDate, pathname, query, navigate, setQuery],
  );
  return { place, move };
}
