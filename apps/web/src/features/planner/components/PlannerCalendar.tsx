import type { DatesSetArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import type { DateClickArg } from '@fullcalendar/interaction';
import type FullCalendar from '@fullcalendar/react';
import { Box, Skeleton } from '@mantine/core';
import { botOfPreviewEvent, type PlannerItem, type PlannerMoreOnDay } from '@pagewise/shared/planner';
import { dayIn } from '@pagewise/shared/time-zones';
import {
  type CSSProperties,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithTimeout } from '../../../app/lazy.ts';
import type { DateRange, SlotOccurrence } from '../empty-slots.ts';
import { movedStart } from '../hour-lanes.ts';
import type { PageFaces } from '../page-faces.ts';
import { calendarLeft, type PlannerPlace, type PlannerView } from '../planner-place.ts';
import {
  dateOfDay,
  shownDays as daysOfPlace,
  firstDayOfWeek,
  shownRange,
  steppedPlace,
} from '../shown-days.ts';
import type { CalendarGridHandlers, CalendarGridProps } from './CalendarGrid.tsx';
import { hourHeight, isCalendarView, narrowestWidth, placeholderHeight, viewOf } from './calendar-views.ts';
import type { EventSubject } from './event-content.ts';
import { MonthGrid } from './MonthGrid.tsx';
import { PlannerToolbar } from './PlannerToolbar.tsx';
import { useCalendarEvents } from './use-calendar-events.ts';
import { WeekList } from './WeekList.tsx';
import './planner-calendar.css';
import './calendar-accessibility.css';

/**
 * FullCalendar draws the week and the day; the month and the list are the app's own. Its code
 * (with luxon, 340 KB of script) loads when one of those views is shown, or once the month is
 * idle: a fresh tab on the month or the list neither downloads nor parses it before it shows.
 */
const CalendarGrid = lazyWithTimeout<CalendarGridProps>(() =>
  import('./CalendarGrid.tsx').then((module) => ({ default: module.CalendarGrid })),
);
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 0);

const noSlots: SlotOccurrence[] = [];
const noneLeft: PlannerMoreOnDay[] = [];
const noPages: PageFaces = {};

/** What a click opens: a post's drawer, or the bot of a preview. */
const isOpenable = (item: PlannerItem) => item.postId !== null || botOfPreviewEvent(item.id) !== null;

const subjectOf = (extendedProps: Record<string, unknown>) => extendedProps.subject as EventSubject;

export interface PlannerCalendarProps {
  place: PlannerPlace;
  /** The IANA zone the days and times are shown in (the toolbar names it). */
  timeZone: string;
  /** The user moved to another day, week, month or view. */
  onPlaceChange: (place: PlannerPlace) => void;
  /** The days on screen changed (also on first show), in that view. */
  onRangeChange?: (range: DateRange, view: PlannerView) => void;
  /**
   * The first events are on their way (the caller knew the days from the address): a placeholder
   * of the calendar's size stands in its place, and the calendar is drawn once, with them.
   */
  waiting?: boolean;
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
  const { place, timeZone, items } = props;
  const { slots = noSlots, pageFaces = noPages } = props;
  const left = props.left ?? noneLeft;
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
    draggable: Boolean(props.onMove),
    slotsClickable: Boolean(props.onSlotClick),
    isOpenable,
  });
  // The latest props, for the calendar's callbacks (they may run before the next render).
  const latest = useRef(props);
  latest.current = props;
  // The days the view stands for (the month itself, not the days of its first and last rows).
  const shownDays = useRef<{ start: string; end: string } | null>(null);

  // A click on an event, in any view: a post's drawer, a preview's bot, an empty slot's post.
  const onChip = useCallback((subject: EventSubject) => {
    if (subject.kind === 'slot') latest.current.onSlotClick?.(subject.slot);
    else if (subject.kind === 'item' && isOpenable(subject.item)) latest.current.onItemClick(subject.item);
  }, []);

  const handlers = useMemo<CalendarGridHandlers>(
    () => ({
      datesSet: ({ view, start, end }: DatesSetArg) => {
        const { timeZone: zone, place: placeNow, onRangeChange, onPlaceChange } = latest.current;
        const day = dayIn(view.calendar.getDate(), zone);
        shownDays.current = { start: dayIn(view.currentStart, zone), end: dayIn(view.currentEnd, zone) };
        setTitle(view.title);
        const shownView = viewOf(view.type);
        onRangeChange?.({ start, end }, shownView);
        // A move of the calendar's own is written in the address; one that follows the address is not.
        if (calendarLeft({ view: shownView, ...shownDays.current }, placeNow, dayIn(new Date(), zone)))
          onPlaceChange({ view: shownView, date: day });
      },
      eventClick: (arg: EventClickArg) => {
        arg.jsEvent.preventDefault();
        onChip(subjectOf(arg.event.extendedProps));
      },
      eventDrop: (arg: EventDropArg) => {
        const { onMove } = latest.current;
        const subject = subjectOf(arg.event.extendedProps);
        if (subject.kind !== 'item' || !onMove || !arg.event.start || !arg.oldEvent.start)
          return arg.revert();
        onMove(subject.item, movedStart(arg.event.start, subject.item.start, arg.oldEvent.start), arg.revert);
      },
      dateClick: (arg: DateClickArg) => latest.current.onTimeClick?.(arg.date),
    }),
    [onChip],
  );

  // The month and the list are the app's own (MonthGrid.tsx, WeekList.tsx): their days follow the
  // address alone.
  const month = place.view === 'month';
  const list = place.view === 'list';
  const today = dayIn(new Date(), timeZone);
  const ownDays = useMemo(
    () => daysOfPlace({ view: place.view, date: place.date }, today, firstDayOfWeek(i18n.language)),
    [place.view, place.date, today, i18n.language],
  );
  const shownMonth = (place.date ?? today).slice(0, 7);
  // The title of the app's own views (FullCalendar names its own: `title`).
  const ownTitle = useMemo(() => {
    if (place.view !== 'month' && place.view !== 'list') return '';
    if (place.view === 'month')
      return new Intl.DateTimeFormat(i18n.language, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(dateOfDay(`${shownMonth}-01`));
    const week = new Intl.DateTimeFormat(i18n.language, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const lastDay = new Date(dateOfDay(ownDays.end).getTime() - 86_400_000);
    return week.formatRange(dateOfDay(ownDays.start), lastDay);
  }, [place.view, shownMonth, ownDays, i18n.language]);
  const drawn = !props.waiting;
  const own = month || list;
  useEffect(() => {
    if (own && drawn) latest.current.onRangeChange?.(shownRange(ownDays, timeZone), place.view);
  }, [own, drawn, ownDays, timeZone, place.view]);
  // The week and the day ready for a switch from the month, once the month is drawn. Not from the
  // list, where a phone opens: there it would weigh on the phone's first seconds.
  useEffect(() => {
    // A load that fails here is said when a week is shown (the chunk-load error, with a reload).
    if (drawn && month) whenIdle(CalendarGrid.preload);
  }, [drawn, month]);
  const onDay = useCallback((day: string) => latest.current.onPlaceChange({ view: 'week', date: day }), []);
  const onListDay = useCallback(
    (day: string) => latest.current.onPlaceChange({ view: 'day', date: day }),
    [],
  );
  const onMonthMove = useCallback(
    (subject: Extract<EventSubject, { kind: 'item' }>, start: Date) =>
      latest.current.onMove?.(subject.item, start, () => {}),
    [],
  );

  const ownView = { days: ownDays, today, language: i18n.language, timeZone, events, onChip };

  const api = () => calendar.current?.getApi();
  const step = (direction: -1 | 1) =>
    props.onPlaceChange(steppedPlace(place, dayIn(new Date(), timeZone), direction));
  const hour = hourHeight(most);
  const widest = narrowestWidth[place.view];

  return (
    <Box>
      <PlannerToolbar
        view={place.view}
        title={own ? ownTitle : title}
        timeZone={timeZone}
        // Before the calendar is drawn, the address moves (and the calendar opens there).
        onPrevious={() => (api() ? api()?.prev() : step(-1))}
        onNext={() => (api() ? api()?.next() : step(1))}
        onToday={() => (api() ? api()?.today() : props.onPlaceChange({ view: place.view, date: null }))}
        onView={(view) => {
          const current = api();
          props.onPlaceChange({ view, date: current ? dayIn(current.getDate(), timeZone) : place.date });
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
          {props.waiting ? (
            <Skeleton height={placeholderHeight(place.view)} radius={0} />
          ) : month ? (
            <MonthGrid
              {...ownView}
              month={shownMonth}
              onDay={onDay}
              onMove={props.onMove ? onMonthMove : undefined}
            />
          ) : list ? (
            <WeekList {...ownView} onDay={onListDay} emptyText={t('empty.title')} />
          ) : isCalendarView(place.view) ? (
            <Suspense fallback={<Skeleton height={placeholderHeight(place.view)} radius={0} />}>
              <CalendarGrid
                calendarRef={calendar}
                view={place.view}
                date={place.date}
                timeZone={timeZone}
                language={i18n.language}
                events={events}
                hour={hour}
                noEventsText={t('empty.title')}
                handlers={handlers}
                shownDays={shownDays}
              />
            </Suspense>
          ) : null}
        </div>
      </Box>
    </Box>
  );
}
