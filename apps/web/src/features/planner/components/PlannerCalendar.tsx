import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import de from '@fullcalendar/core/locales/de';
import es from '@fullcalendar/core/locales/es';
import fr from '@fullcalendar/core/locales/fr';
import it from '@fullcalendar/core/locales/it';
import pt from '@fullcalendar/core/locales/pt';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mantine/core';
import { botOfPreviewEvent, type PlannerItem, type PlannerMoreOnDay } from '@pagewise/shared/planner';
import { dayIn } from '@pagewise/shared/time-zones';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { calendarSchemeVariables } from '../calendar-scheme.ts';
import type { DateRange, SlotOccurrence } from '../empty-slots.ts';
import type { PlannerPlace, PlannerView } from '../hooks/use-planner-place.ts';
import { colourVariable } from '../item-colours.ts';
import { fitMonthDays, monthEventsPerDay } from '../month-days.ts';
import { type EventSubject, eventFaces, labelEvent, renderEventContent } from './event-content.ts';
import { PlannerToolbar } from './PlannerToolbar.tsx';

/** FullCalendar's texts and week start per interface language (English is its default). */
const locales = { de, es, fr, it, pt } as const;
const calendarLocale = (language: string) => locales[language as keyof typeof locales] ?? 'en';

const viewNames: Record<PlannerView, string> = { week: 'timeGridWeek', month: 'dayGridMonth' };
const viewOf = (name: string): PlannerView => (name === viewNames.month ? 'month' : 'week');

// Luxon lets the calendar lay its days and hours in a named IANA zone (the user's), not only the
// browser's or UTC: the callbacks then give true instants.
const plugins = [timeGridPlugin, dayGridPlugin, interactionPlugin, luxonPlugin];

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
const noNames: Record<string, string> = {};

/** What a click opens: a post's drawer, or the bot of a preview. */
const isOpenable = (item: PlannerItem) => item.postId !== null || botOfPreviewEvent(item.id) !== null;

export interface PlannerCalendarProps {
  place: PlannerPlace;
  /** The IANA zone the days and times are shown in (the toolbar names it). */
  timeZone: string;
  /** The user moved to another week, month or view. */
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
  /** Page names by id, for the slots' labels. */
  pageNames?: Record<string, string>;
  onItemClick: (item: PlannerItem) => void;
  onSlotClick?: ((slot: SlotOccurrence) => void) | undefined;
  /** A click on an empty time of the week view. */
  onTimeClick?: ((at: Date) => void) | undefined;
  /** A drag of a movable event; `undo` puts the calendar's copy back. None: nothing moves. */
  onMove?: ((item: PlannerItem, start: Date, undo: () => void) => void) | undefined;
  /** Buttons at the end of the toolbar. */
  actions?: ReactNode;
  busy?: boolean;
}

/**
 * The planner's calendar (spec §2): week and month views with the team's events, the empty slots
 * and drag to reschedule. The shared planner uses it read-only (no `onMove`, no slots, no clicks
 * on empty times).
 */
export function PlannerCalendar(props: PlannerCalendarProps) {
  const {
    place,
    timeZone,
    onPlaceChange,
    onRangeChange,
    items,
    slots = noSlots,
    pageNames = noNames,
  } = props;
  const left = props.left ?? noneLeft;
  const { onItemClick, onSlotClick, onTimeClick, onMove } = props;
  // The events are parsed again only when what they show changes, not on every render.
  const draggable = Boolean(onMove);
  const slotsClickable = Boolean(onSlotClick);
  const { t, i18n } = useTranslation('planner');
  const calendar = useRef<FullCalendar>(null);
  // The first show only reports its days: the address already says where the calendar is.
  const firstShow = useRef(true);
  const [title, setTitle] = useState('');

  const month = place.view === 'month';
  const events = useMemo<EventInput[]>(() => {
    const faceOf = eventFaces(t, i18n.language, timeZone);
    const fitted = month ? fitMonthDays([...items, ...slots], monthEventsPerDay, left, timeZone) : null;
    const shown = fitted ? new Set<unknown>(fitted.shown) : null;
    const shownItems = shown ? items.filter((item) => shown.has(item)) : items;
    const shownSlots = shown ? slots.filter((slot) => shown.has(slot)) : slots;
    return [
      ...(fitted?.more ?? []).map(({ day, count }) => ({
        id: `more:${day}`,
        // Last of its day, after the events it stands for, and ending in it: with no end of its
        // own it would last the default 30 minutes, into the next day, and be drawn on both.
        start: `${day}T23:59:00`,
        end: `${day}T23:59:59`,
        allDay: false,
        // A plain line under the day's boxes.
        display: 'list-item',
        editable: false,
        classNames: ['planner-event-more'],
        extendedProps: {
          subject: { kind: 'more', day, count } satisfies EventSubject,
          face: faceOf({ kind: 'more', day, count }, true),
        },
      })),
      ...shownItems.map((item) => ({
        id: item.id,
        start: item.start,
        allDay: false,
        startEditable: draggable && item.movable,
        durationEditable: false,
        // A post opens its drawer; a bot's preview, its bot.
        interactive: isOpenable(item),
        backgroundColor: colourVariable(item.kind, item.kind === 'preview' ? 1 : 6),
        borderColor: colourVariable(item.kind),
        textColor: item.kind === 'preview' ? colourVariable(item.kind, 9) : 'white',
        classNames: [`planner-event-${item.kind}`],
        extendedProps: {
          subject: { kind: 'item', item } satisfies EventSubject,
          face: faceOf({ kind: 'item', item }, isOpenable(item)),
        },
      })),
      ...shownSlots.map((slot) => ({
        id: slot.id,
        start: slot.start,
        allDay: false,
        editable: false,
        interactive: slotsClickable,
        backgroundColor: colourVariable('slot', 0),
        borderColor: colourVariable('slot'),
        textColor: colourVariable('slot', 9),
        classNames: ['planner-event-slot'],
        extendedProps: {
          subject: { kind: 'slot', slot, pageName: pageNames[slot.pageId] ?? '' } satisfies EventSubject,
          face: faceOf({ kind: 'slot', slot, pageName: pageNames[slot.pageId] ?? '' }, slotsClickable),
        },
      })),
    ];
  }, [items, slots, left, pageNames, draggable, slotsClickable, t, i18n.language, month, timeZone]);

  const subjectOf = (extendedProps: Record<string, unknown>) => extendedProps.subject as EventSubject;

  const datesSet = ({ view, start, end }: DatesSetArg) => {
    const date = calendar.current?.getApi().getDate() ?? start;
    setTitle(view.title);
    onRangeChange({ start, end }, viewOf(view.type));
    if (firstShow.current) {
      firstShow.current = false;
      return;
    }
    onPlaceChange({ view: viewOf(view.type), date: dayIn(date, timeZone) });
  };

  const api = () => calendar.current?.getApi();

  return (
    <Box>
      <PlannerToolbar
        view={place.view}
        title={title}
        timeZone={timeZone}
        onPrevious={() => api()?.prev()}
        onNext={() => api()?.next()}
        onToday={() => api()?.today()}
        onView={(view) => api()?.changeView(viewNames[view])}
        busy={props.busy ?? false}
        actions={props.actions}
      />
      <Box aria-busy={props.busy ?? false} className="planner-calendar" style={calendarSchemeVariables}>
        <FullCalendar
          ref={calendar}
          plugins={plugins}
          initialView={viewNames[place.view]}
          initialDate={place.date ?? undefined}
          locale={calendarLocale(i18n.language)}
          timeZone={calendarTimeZone(timeZone)}
          headerToolbar={false}
          height={place.view === 'week' ? 720 : 'auto'}
          allDaySlot={false}
          nowIndicator
          slotDuration="00:30:00"
          scrollTime="08:00:00"
          defaultTimedEventDuration="00:30:00"
          dayMaxEvents={monthEventsPerDay + 1}
          eventMaxStack={3}
          // Boxes in the month too (its default draws a timed event as a line of text): the
          // status colours show in both views.
          eventDisplay="block"
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', meridiem: false }}
          editable={false}
          events={events}
          datesSet={datesSet}
          eventContent={renderEventContent}
          eventDidMount={labelEvent}
          eventClick={(arg: EventClickArg) => {
            arg.jsEvent.preventDefault();
            const subject = subjectOf(arg.event.extendedProps);
            if (subject.kind === 'more') arg.view.calendar.changeView(viewNames.week, subject.day);
            else if (subject.kind === 'slot') onSlotClick?.(subject.slot);
            else if (isOpenable(subject.item)) onItemClick(subject.item);
          }}
          eventDrop={(arg: EventDropArg) => {
            const subject = subjectOf(arg.event.extendedProps);
            if (subject.kind !== 'item' || !onMove || !arg.event.start) return arg.revert();
            onMove(subject.item, arg.event.start, arg.revert);
          }}
          dateClick={(arg: DateClickArg) => {
            if (arg.view.type === viewNames.month) arg.view.calendar.changeView(viewNames.week, arg.date);
            else onTimeClick?.(arg.date);
          }}
        />
      </Box>
    </Box>
  );
}
