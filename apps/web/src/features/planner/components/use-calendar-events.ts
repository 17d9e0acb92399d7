import type { EventInput } from '@fullcalendar/core';
import type { PlannerItem, PlannerMoreOnDay } from '@pagewise/shared/planner';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { eventsPerDay } from '../api/get-planner.ts';
import type { SlotOccurrence } from '../empty-slots.ts';
import { fitDays } from '../fit-days.ts';
import { hourLanes, type Lane } from '../hour-lanes.ts';
import { eventColours } from '../item-colours.ts';
import type { PageFaces } from '../page-faces.ts';
import type { PlannerView } from '../planner-place.ts';
import { hasHourGrid } from './calendar-views.ts';
import { type EventSubject, eventFaces } from './event-content.ts';

interface CalendarEventsInput {
  view: PlannerView;
  items: PlannerItem[];
  slots: SlotOccurrence[];
  left: PlannerMoreOnDay[];
  /** The pages by id: names for the slots, pictures (null: none yet) for the chips' marks. */
  pageFaces: PageFaces;
  timeZone: string;
  draggable: boolean;
  slotsClickable: boolean;
  isOpenable: (item: PlannerItem) => boolean;
}

/**
 * The calendar's events of the planner's items and empty slots, parsed again only when what they
 * show changes, not on every render. The month and the list keep each day's first events and a
 * "+N more"; the week and day draw the events of an hour in lanes, one under another
 * (hour-lanes.ts), and say how many the busiest hour holds (`most`) so that the hours are tall
 * enough.
 */
export function useCalendarEvents(input: CalendarEventsInput): { events: EventInput[]; most: number } {
  const { view, items, slots, left, pageFaces, timeZone, draggable, slotsClickable, isOpenable } = input;
  const { t, i18n } = useTranslation(['planner', 'pages']);
  return useMemo(() => {
    const faceOf = eventFaces(t, i18n.language, timeZone, pageFaces);
    // The month and the list: each day's first events, then "+N more".
    const perDay = eventsPerDay[view];
    const fitted = perDay ? fitDays([...items, ...slots], perDay, left, timeZone) : null;
    // A "+N more" opens its day's week from the month, the day itself from the list.
    const opens = view === 'list' ? 'day' : 'week';
    const shown = fitted ? new Set<unknown>(fitted.shown) : null;
    const shownItems = shown ? items.filter((item) => shown.has(item)) : items;
    const shownSlots = shown ? slots.filter((slot) => shown.has(slot)) : slots;
    const laned = hasHourGrid(view)
      ? hourLanes<PlannerItem | SlotOccurrence>([...shownItems, ...shownSlots], timeZone)
      : null;
    const placed = (entry: PlannerItem | SlotOccurrence, start: string | Date) => {
      const lane: Lane | undefined = laned?.lanes.get(entry);
      return lane ? { start: lane.start, end: lane.end } : { start };
    };
    const events: EventInput[] = [
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
          subject: { kind: 'more', day, count, opens } satisfies EventSubject,
          face: faceOf({ kind: 'more', day, count, opens }, true),
        },
      })),
      ...shownItems.map((item) => ({
        id: item.id,
        ...placed(item, item.start),
        allDay: false,
        startEditable: draggable && item.movable,
        durationEditable: false,
        // A post opens its drawer; a bot's preview, its bot.
        interactive: isOpenable(item),
        ...eventColours(item.kind),
        classNames: [`planner-event-${item.kind}`],
        extendedProps: {
          subject: { kind: 'item', item } satisfies EventSubject,
          face: faceOf({ kind: 'item', item }, isOpenable(item)),
        },
      })),
      ...shownSlots.map((slot) => {
        const subject = {
          kind: 'slot',
          slot,
          pageName: pageFaces[slot.pageId]?.name ?? '',
        } satisfies EventSubject;
        return {
          id: slot.id,
          ...placed(slot, slot.start),
          allDay: false,
          editable: false,
          interactive: slotsClickable,
          ...eventColours('slot'),
          classNames: ['planner-event-slot'],
          extendedProps: { subject, face: faceOf(subject, slotsClickable) },
        };
      }),
    ];
    return { events, most: laned?.most ?? 0 };
  }, [
    view,
    items,
    slots,
    left,
    pageFaces,
    draggable,
    slotsClickable,
    isOpenable,
    t,
    i18n.language,
    timeZone,
  ]);
}
