import { useMediaQuery } from '@mantine/hooks';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { narrowScreen, type PlannerPlace, placeOfAddress, queryOfPlace } from '../planner-place.ts';

export { type PlannerPlace, type PlannerView, plannerViews } from '../planner-place.ts';

/**
 * Where the calendar stands lives in the address and nowhere else, so that a reload, a shared
 * link, the back button or a click on "Planner" in the menu shows the calendar and its view switch
 * agreeing: `?date=2025-03-14&view=month`, or the date in the path (`/dash/planner/2025-03-14`)
 * which then follows the user. With no view named, the screen's default (`defaultPlannerView`).
 * A change of view is a step of the history (back returns to the view before); moving through the
 * days replaces the address.
 */
export function usePlannerPlace() {
  const { date: pathDate } = useParams();
  const [query, setQuery] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Read at once, not after a first render on the desk's default: a phone opens on its list.
  const narrow = useMediaQuery(narrowScreen, false, { getInitialValueInEffect: false }) ?? false;
  const place: PlannerPlace = placeOfAddress(pathDate, query, narrow);

  const move = useCallback(
    (next: PlannerPlace) => {
      const replace = next.view === place.view;
      if (pathDate !== undefined) {
        const search = queryOfPlace(query, next, narrow, true).toString();
        const base = pathname.slice(0, pathname.length - pathDate.length);
        navigate(`${base}${next.date ?? pathDate}${search ? `?${search}` : ''}`, { replace });
        return;
      }
      setQuery((current) => queryOfPlace(current, next, narrow, false), { replace });
    },
    [pathDate, pathname, query, navigate, setQuery, narrow, place.view],
  );
  return { place, move };
}
