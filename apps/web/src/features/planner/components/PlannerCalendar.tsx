import type { DatesSetArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import de from '@fullcalendar/core/locales/de';
import es from '@fullcalendar/core/locales/es';
import fr from '@fullcalendar/core/locales/fr';
import it from '@fullcalendar/core/locales/it';
import pt from '@fullcalendar/core/locales/pt';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mantine/core';
import { botOfPreviewEvent, type PlannerItem, type PlannerMoreOnDay } from '@pagewise/shared/planner';
import { dayIn } from '@pagewise/shared/time-zones';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { timeOfDayOptions } from '../../../lib/hour-cycle.ts';
import type { DateRange, SlotOccurrence } from '../empty-slots.ts';
import { movedStart } from '../hour-lanes.ts';
import { monthEventsPerDay } from '../month-days.ts';
import type { PageFaces } from '../page-faces.ts';
import { calendarLeft, calendarMove, type PlannerPlace, type PlannerView } from '../planner-place.ts';
import { hasHourGrid, hourHeight, narrowestWidth, viewNames, viewOf } from './calendar-views.ts';
import { type EventSubject, labelEvent, renderEventContent } from './event-content.ts';
import { PlannerToolbar } from './PlannerToolbar.tsx';
import { useCalendarEvents } from './use-calendar-events.ts';
import './planner-calendar.css';
import './calendar-accessibility.css';

/** FullCalendar's texts and week start per interface language (English is its default). */
const locales = { de, es, fr, it, pt } as const;
const calendarLocale = (language: string) => locales[language as keyof typeof locales] ?? 'en';

// Luxon lets the calendar lay its days and hours in a named IANA zone (the user's), not only the
// browser's or UTC: the callbacks then give true instants.
const plugins = [timeGridPlugin, dayGridPlugin, listPlugin, interactionPlugin, luxonPlugin];

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
const noSlots: SlotOccurrence[] = [];
const noneLeft: PlannerMoreOnDay[] = [];
const noPages: PageFaces = {};

/** What a click opens: a post's drawer, or the bot of a preview. */
const isOpenable = (item: PlannerItem) => item.postId !== null || botOfPreviewEvent(item.id) !== null;

export interface PlannerCalendarProps {
  place: PlannerPlace;
  /** The IANA zone the days and times are shown in (the toolbar names it). */
  timeZone: string;
  /** The user moved to another day, week, month or view. */
  onPlaceChange: (place: PlannerPlace) => void;
  /** The days on screen changed (also on first show), in that view: the caller loads their events. */
  onRangeChange: (range: DateRange, view: PlannerView) => void;
  items: PlannerItem[];
  /**
   * Month view: how many events of each day `items` leaves out (the server's month answer); they
   * come after the day's events in `items` and count in its "+N more".
   */
  left?: PlannerMoreOnDay[];
  slots?: SlotOccurrence[];
  /** The pages by id: their names for the slots' labels, their pictures for the events' marks. */
  pageFaces?: PageFaces;
  onItemClick: (item: PlannerItem) => void;
  onSlotClick?: ((slot: SlotOccurrence) => void) | undefined;
  /** A click on an empty time of the week or day view. */
  onTimeClick?: ((at: Date) => void) | undefined;
  /** A drag of a movable event; `undo` puts the calendar's copy back. None: nothing moves. */
  onMove?: ((item: PlannerItem, start: Date, undo: () => void) => void) | undefined;
  /** Buttons at the end of the toolbar. */
  actions?: ReactNode;
  busy?: boolean;
}

/**
 * The planner's calendar (spec §2): month, week, day and list views with the team's events, the
 * empty slots and drag to reschedule. The shared planner uses it read-only (no `onMove`, no slots,
 * no clicks on empty times). It stands where `place` (the address) says: the view switch writes
 * the address and the calendar follows it; its own moves (previous, next, a click on a day) are
 * reported with `onPlaceChange`, so the two never disagree.
 */
export function PlannerCalendar(props: PlannerCalendarProps) {
  const { place, timeZone, onPlaceChange, onRangeChange, items } = props;
  const { slots = noSlots, pageFaces = noPages } = props;
  const left = props.left ?? noneLeft;
  const { onItemClick, onSlotClick, onTimeClick, onMove } = props;
  const { t, i18n } = useTranslation(['planner', 'pages']);
  const calendar = useRef<FullCalendar>(null);
  const [title, setTitle] = useState('');
  const { events, most } = useCalendarEvents({
    view: place.view,
    items,
    slots,
    left,
    pageFaces,
    timeZone,
    draggable: Boolean(onMove),
    slotsClickable: Boolean(onSlotClick),
    isOpenable,
  });
  // The latest place, for the calendar's callbacks (they may run before the next render).
  const placeNow = useRef(place);
  placeNow.current = place;
  const shownDays = useRef<{ start: string; end: string } | null>(null);

  const today = () => dayIn(new Date(), timeZone);
  const api = () => calendar.current?.getApi();

  // The address moved (the switch, a link, the menu's "Planner", back): the calendar follows.
  useEffect(() => {
    const calendarApi = calendar.current?.getApi();
    if (!calendarApi || !shownDays.current) return;
    const shown = {
      view: viewOf(calendarApi.view.type),
      day: dayIn(calendarApi.getDate(), timeZone),
      ...shownDays.current,
    };
    const move = calendarMove(shown, { view: place.view, date: place.date }, dayIn(new Date(), timeZone));
    if (move) calendarApi.changeView(viewNames[move.view], move.date);
  }, [place.view, place.date, timeZone]);

  // Busier hours make taller hours: the grid measures itself again.
  const hour = hourHeight(most);
  const measuredHour = useRef(hour);
  useEffect(() => {
    if (measuredHour.current === hour || !hasHourGrid(place.view)) return;
    measuredHour.current = hour;
    calendar.current?.getApi().updateSize();
  }, [hour, place.view]);

  const datesSet = ({ view, start, end }: DatesSetArg) => {
    const day = dayIn(view.calendar.getDate(), timeZone);
    // The days the view stands for (the month itself, not the days of its first and last rows).
    shownDays.current = { start: dayIn(view.currentStart, timeZone), end: dayIn(view.currentEnd, timeZone) };
    setTitle(view.title);
    const shownView = viewOf(view.type);
    onRangeChange({ start, end }, shownView);
    // A move of the calendar's own is written in the address; one that follows the address is not.
    if (calendarLeft({ view: shownView, ...shownDays.current }, placeNow.current, today()))
      onPlaceChange({ view: shownView, date: day });
  };

  const subjectOf = (extendedProps: Record<string, unknown>) => extendedProps.subject as EventSubject;
  const widest = narrowestWidth[place.view];

  return (
    <Box>
      <PlannerToolbar
        view={place.view}
        title={title}
        timeZone={timeZone}
        onPrevious={() => api()?.prev()}
        onNext={() => api()?.next()}
        onToday={() => api()?.today()}
        onView={(view) => {
          const current = api();
          onPlaceChange({ view, date: current ? dayIn(current.getDate(), timeZone) : place.date });
        }}
        busy={props.busy ?? false}
        actions={props.actions}
      />
      <Box
        aria-busy={props.busy ?? false}
        className="planner-calendar"
        style={{ '--planner-hour-height': `${hour}px` } as CSSProperties}
      >
        <div style={widest ? { minWidth: widest } : undefined}>
          <FullCalendar
            ref={calendar}
            plugins={plugins}
            initialView={viewNames[place.view]}
            initialDate={place.date ?? undefined}
            locale={calendarLocale(i18n.language)}
            timeZone={calendarTimeZone(timeZone)}
            headerToolbar={false}
            height={hasHourGrid(place.view) ? 720 : 'auto'}
            allDaySlot={false}
            nowIndicator
            slotDuration="00:30:00"
            scrollTime="08:00:00"
            defaultTimedEventDuration="00:30:00"
            dayMaxEvents={monthEventsPerDay + 1}
            // The events of an hour are drawn one under another (hour-lanes.ts), never side by side.
            slotEventOverlap={false}
            eventMinHeight={20}
            // Boxes in the month too (its default draws a timed event as a line of text): the
            // status colours show in every view.
            eventDisplay="block"
            // Times in the app's language: "2:30 PM" in English, "14:30" in the others.
            eventTimeFormat={timeOfDayOptions(i18n.language)}
            slotLabelFormat={timeOfDayOptions(i18n.language)}
            noEventsText={t('empty.title')}
            editable={false}
            events={events}
            datesSet={datesSet}
            eventContent={renderEventContent}
            eventDidMount={labelEvent}
            // FullCalendar names a month's day cell by its day number alone while the cell shows
            // its events too (label in name, WCAG 2.5.3): the cell is named by what it shows.
            dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
            // Its "+N more" is an <a> without href that says aria-expanded, which only a button
            // may say (axe: aria-allowed-attr, critical): it acts as one, it is one.
            moreLinkDidMount={({ el }) => el.setAttribute('role', 'button')}
            eventClick={(arg: EventClickArg) => {
              arg.jsEvent.preventDefault();
              const subject = subjectOf(arg.event.extendedProps);
              if (subject.kind === 'more') arg.view.calendar.changeView(viewNames.week, subject.day);
              else if (subject.kind === 'slot') onSlotClick?.(subject.slot);
              else if (isOpenable(subject.item)) onItemClick(subject.item);
            }}
            eventDrop={(arg: EventDropArg) => {
              const subject = subjectOf(arg.event.extendedProps);
              if (subject.kind !== 'item' || !onMove || !arg.event.start || !arg.oldEvent.start)
                return arg.revert();
              onMove(
                subject.item,
                movedStart(arg.event.start, subject.item.start, arg.oldEvent.start),
                arg.revert,
              );
            }}
            dateClick={(arg: DateClickArg) => {
              if (arg.view.type === viewNames.month) arg.view.calendar.changeView(viewNames.week, arg.date);
              else onTimeClick?.(arg.date);
            }}
          />
        </div>
      </Box>
    </Box>
  );
}
