import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import de from '@fullcalendar/core/locales/de';
import es from '@fullcalendar/core/locales/es';
import fr from '@fullcalendar/core/locales/fr';
import it from '@fullcalendar/core/locales/it';
import pt from '@fullcalendar/core/locales/pt';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { dayIn } from '@pagewise/shared/time-zones';
import { memo, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { timeOfDayOptions } from '../../../lib/hour-cycle.ts';
import { calendarMove } from '../planner-place.ts';
import { firstDayOfWeek } from '../shown-days.ts';
import { type CalendarView, hourGridHeight, isCalendarView, viewNames, viewOf } from './calendar-views.ts';
import { labelEvent, renderEventContent } from './event-content.ts';

/** FullCalendar's texts per interface language (English is its default). */
const locales = { de, es, fr, it, pt } as const;
const calendarLocale = (language: string) => locales[language as keyof typeof locales] ?? 'en';

// Luxon lets the calendar lay its days and hours in a named IANA zone (the user's), not only the
// browser's or UTC: the callbacks then give true instants.
const plugins = [timeGridPlugin, interactionPlugin, luxonPlugin];

/**
 * The zone as FullCalendar takes it: its own `UTC` and `local` (the browser's) when the user's zone
 * is one of them, which it lays out without a conversion per date; the named zone, through Luxon,
 * only for a user whose zone is not the browser's (a month switch took about 60 ms more with Luxon,
 * bench/README.md).
 */
function calendarTimeZone(zone: string): string {
  if (zone === 'UTC') return 'UTC';
  return zone === browserTimeZone() ? 'local' : zone;
}

// FullCalendar names a month's day cell by its day number alone while the cell shows its events
// too (label in name, WCAG 2.5.3): the cell is named by what it shows.
const nameDayCell = ({ el }: { el: HTMLElement }) => el.removeAttribute('aria-labelledby');
// Its "+N more" is an <a> without href that says aria-expanded, which only a button may say (axe:
// aria-allowed-attr, critical): it acts as one, it is one.
const moreLinkIsButton = ({ el }: { el: HTMLElement }) => el.setAttribute('role', 'button');

/** What the calendar reports, read at the moment it calls (always the caller's latest). */
export interface CalendarGridHandlers {
  datesSet: (arg: DatesSetArg) => void;
  eventClick: (arg: EventClickArg) => void;
  eventDrop: (arg: EventDropArg) => void;
  dateClick: (arg: DateClickArg) => void;
}

export interface CalendarGridProps {
  calendarRef: RefObject<FullCalendar | null>;
  /** Where the address says the calendar stands (the view and day apart: a place is a new object each render). */
  view: CalendarView;
  date: string | null;
  timeZone: string;
  language: string;
  events: EventInput[];
  /** The height of an hour of the week and day grids (calendar-views.ts). */
  hour: number;
  noEventsText: string;
  /** Given once: FullCalendar takes every option again, and draws anew, when one is a new function. */
  handlers: CalendarGridHandlers;
  /** The days the view stands for (`end` excluded), as the last `datesSet` gave them. */
  shownDays: RefObject<{ start: string; end: string } | null>;
}

/**
 * FullCalendar's week and day (the month and the list are the app's own: MonthGrid.tsx,
 * WeekList.tsx), drawn once its events are in (PlannerCalendar waits for them): every option
 * is a constant or a memo, so that a render of the planner that changes nothing makes it draw
 * nothing, and one that changes the events draws only the events. It opens where the address said
 * when it was drawn, and follows the address from then on.
 */
export const CalendarGrid = memo(function CalendarGrid(props: CalendarGridProps) {
  const { calendarRef, view, date, timeZone, language, events, hour, handlers, shownDays } = props;
  const [opened] = useState({ view, date });
  const timeFormat = useMemo(() => timeOfDayOptions(language), [language]);

  // The address moved (the switch, a link, the menu's "Planner", back): the calendar follows.
  useEffect(() => {
    const calendarApi = calendarRef.current?.getApi();
    if (!calendarApi || !shownDays.current) return;
    const shown = {
      view: viewOf(calendarApi.view.type),
      day: dayIn(calendarApi.getDate(), timeZone),
      ...shownDays.current,
    };
    const move = calendarMove(shown, { view, date }, dayIn(new Date(), timeZone));
    // To the month or the list, the planner draws its own view in the calendar's place.
    if (move && isCalendarView(move.view)) calendarApi.changeView(viewNames[move.view], move.date);
  }, [calendarRef, shownDays, view, date, timeZone]);

  // Busier hours make taller hours: the grid measures itself again.
  const measuredHour = useRef(hour);
  useEffect(() => {
    if (measuredHour.current === hour) return;
    measuredHour.current = hour;
    calendarRef.current?.getApi().updateSize();
  }, [calendarRef, hour]);

  return (
    <FullCalendar
      ref={calendarRef}
      plugins={plugins}
      initialView={viewNames[opened.view]}
      initialDate={opened.date ?? undefined}
      locale={calendarLocale(language)}
      // The first day of the week the planner asked for (shown-days.ts), as the language has it.
      firstDay={firstDayOfWeek(language)}
      timeZone={calendarTimeZone(timeZone)}
      headerToolbar={false}
      // The week's and day's hours scroll in a fixed height.
      height={hourGridHeight}
      allDaySlot={false}
      nowIndicator
      slotDuration="00:30:00"
      scrollTime="08:00:00"
      defaultTimedEventDuration="00:30:00"
      // The events of an hour are drawn one under another (hour-lanes.ts), never side by side.
      slotEventOverlap={false}
      eventMinHeight={20}
      // Boxes in the month too (its default draws a timed event as a line of text): the status
      // colours show in every view.
      eventDisplay="block"
      // Times in the app's language: "2:30 PM" in English, "14:30" in the others.
      eventTimeFormat={timeFormat}
      slotLabelFormat={timeFormat}
      noEventsText={props.noEventsText}
      editable={false}
      events={events}
      datesSet={handlers.datesSet}
      eventContent={renderEventContent}
      eventDidMount={labelEvent}
      dayCellDidMount={nameDayCell}
      moreLinkDidMount={moreLinkIsButton}
      eventClick={handlers.eventClick}
      eventDrop={handlers.eventDrop}
      dateClick={handlers.dateClick}
    />
  );
});
