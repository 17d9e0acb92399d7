import type { PlannerView } from '../planner-place.ts';
import { monthWeeks } from '../shown-days.ts';

/** The views FullCalendar draws (CalendarGrid.tsx); the month and the list are the app's own. */
export type CalendarView = Extract<PlannerView, 'week' | 'day'>;

export const isCalendarView = (view: PlannerView): view is CalendarView => view === 'week' || view === 'day';

/** FullCalendar's name of each view it draws. */
export const viewNames: Record<CalendarView, string> = {
  week: 'timeGridWeek',
  day: 'timeGridDay',
};

export const viewOf = (name: string): CalendarView =>
  (Object.entries(viewNames).find(([, calendarName]) => calendarName === name)?.[0] as CalendarView) ??
  'week';

/** The views with an hour grid, where an hour's events share it in lanes (hour-lanes.ts): FullCalendar's. */
export const hasHourGrid = isCalendarView;

/**
 * The height of an hour of the grid: room for the hour's busiest events one under another, each
 * with its three lines (time, page, first words: `laneHeight`), and never less than the calm hour's.
 */
export const laneHeight = 50;
const calmHourHeight = 64;
export const hourHeight = (most: number) => Math.max(calmHourHeight, most * laneHeight);

/** The narrowest a week or month may be drawn: below it, the calendar scrolls sideways. */
export const narrowestWidth: Partial<Record<PlannerView, number>> = { week: 840, month: 700 };

/** The week's and the day's hour grids scroll within this height. */
export const hourGridHeight = 720;

/**
 * The height of the placeholder that stands for the calendar until its events come: the hour grid's,
 * the month's (its header and six rows, each as tall as a day's first four events and its "+N more"
 * whatever it holds: planner-calendar.css), and for a list, as long as its days, a screen's worth.
 */
export function placeholderHeight(view: PlannerView): number {
  if (view === 'month') return monthHeaderHeight + monthWeeks * monthRowHeight;
  return hourGridHeight;
}
const monthHeaderHeight = 30;
const monthRowHeight = 211;
