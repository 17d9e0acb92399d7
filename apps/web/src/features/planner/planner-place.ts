import { plannerDate } from './plannerDate.ts';

/** The calendar's views, in the order of the switch. */
export const plannerViews = ['month', 'week', 'day', 'list'] as const;
export type PlannerView = (typeof plannerViews)[number];

export const isPlannerView = (value: unknown): value is PlannerView =>
  typeof value === 'string' && (plannerViews as readonly string[]).includes(value);

/** Where the calendar stands: the address says it, the calendar and its switch follow. */
export interface PlannerPlace {
  view: PlannerView;
  /** The day the calendar shows (`2025-03-14`), or null for today. */
  date: string | null;
}

/** A phone: the planner opens on the list of the week rather than seven columns. */
export const narrowScreen = '(max-width: 576px)';

/**
 * The view a planner opens on when the address names none: the week on a screen wide enough for
 * seven columns, the list of the week's posts on a phone (576 px wide or less).
 */
export const defaultPlannerView = (narrow: boolean): PlannerView => (narrow ? 'list' : 'week');

/** The place an address says (`?view=&date=`, or the date in the path), on a narrow screen or not. */
export function placeOfAddress(
  pathDate: string | undefined,
  query: URLSearchParams,
  narrow: boolean,
): PlannerPlace {
  const view = query.get('view');
  return {
    view: isPlannerView(view) ? view : defaultPlannerView(narrow),
    date: plannerDate(pathDate, query),
  };
}

/**
 * The query of an address once the calendar stands at `place`: the view only when it is not the
 * screen's default (a link to the week opens the week on a desk and the list on a phone), the date
 * unless it travels in the path. Other parameters (`post_id`, `no_redirection`…) are kept.
 */
export function queryOfPlace(
  current: URLSearchParams,
  place: PlannerPlace,
  narrow: boolean,
  dateInPath: boolean,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (dateInPath || !place.date) next.delete('date');
  else next.set('date', place.date);
  if (place.view === defaultPlannerView(narrow)) next.delete('view');
  else next.set('view', place.view);
  return next;
}

/**
 * What the calendar must do to stand where the address says, or null when it already does. The
 * calendar shows `shown` (its view and the days it stands for, `end` excluded, in the user's
 * zone); `today` is today's day there, which an address with no date means. A day already on
 * screen is not a move.
 */
export function calendarMove(
  shown: { view: PlannerView; start: string; end: string },
  wanted: PlannerPlace,
  today: string,
): { view: PlannerView; date: string } | null {
  if (!calendarLeft(shown, wanted, today)) return null;
  return { view: wanted.view, date: wanted.date ?? today };
}

/**
 * Whether the calendar's own move (previous, next, today, a click on a day) took it away from
 * `place`: another view, or days that do not hold the day the address names (today when it names
 * none). Then the address is written; a move that followed the address is not written back.
 */
export function calendarLeft(
  shown: { view: PlannerView; start: string; end: string },
  place: PlannerPlace,
  today: string,
): boolean {
  const day = place.date ?? today;
  return shown.view !== place.view || day < shown.start || day >= shown.end;
}
