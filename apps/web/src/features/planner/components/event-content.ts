import type { EventContentArg, EventMountArg } from '@fullcalendar/core';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { PlannerItem } from '@pagewise/shared/planner';
import type { TFunction } from 'i18next';
import { timeOfDayOptions } from '../../../lib/hour-cycle.ts';
import type { SlotOccurrence } from '../empty-slots.ts';
import type { PageFaces } from '../page-faces.ts';
import { type MarkedPage, renderPageMark } from './event-page-mark.ts';

/** What a calendar event stands for: a planner item of the server, or an empty slot. */
export type EventSubject =
  | { kind: 'item'; item: PlannerItem }
  | { kind: 'slot'; slot: SlotOccurrence; pageName: string }
  | { kind: 'more'; day: string; count: number; opens: 'week' | 'day' };

/** What an event shows and says, worked out once per event when the events are built. */
export type EventFace = {
  /** Its own time of day in the app's language and the user's zone ("2:30 PM", "14:30"); none for "+N more". */
  time: string;
  /** The page (or "Empty slot"), after the time. */
  head: string;
  /** The post's first words (or the page of a slot). */
  body: string;
  /** The page, for the chip's mark (null: no page yet, an empty slot, "+N more"). */
  page: MarkedPage | null;
  /** The accessible name: page, first words, status, time. */
  label: string;
  /** A click opens something: the event is a button. */
  clickable: boolean;
};

/**
 * The faces of the events: the accessible name says the page, the post's first words, its status,
 * its network and its time ("Boulangerie Durand: Fresh bread (Scheduled, Sandbox, Thu, Mar 5,
 * 2:30 PM)"), so that a screen reader and the end-to-end tests find a post by what the user sees.
 * Times are read in the app's language (its hour cycle, lib/hour-cycle.ts), not the browser's.
 * One date format for all the events of a render: a month holds thousands.
 */
export function eventFaces(t: TFunction, language: string, timeZone: string, pages: PageFaces = {}) {
  const clock = timeOfDayOptions(language);
  const when = new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...clock,
  });
  const time = new Intl.DateTimeFormat(language, { timeZone, ...clock });
  // A text without values (a status, a network) is translated once for all the events, not per event.
  const words = new Map<string, string>();
  const word = (key: string, ns?: string) => {
    const id = `${ns ?? ''}:${key}`;
    const known = words.get(id);
    if (known !== undefined) return known;
    const text = ns ? t(key, { ns }) : t(key);
    words.set(id, text);
    return text;
  };
  return (subject: EventSubject, clickable: boolean): EventFace => {
    if (subject.kind === 'more') {
      const more = t('event.more', { count: subject.count });
      return {
        time: '',
        head: more,
        body: '',
        page: null,
        label: t(subject.opens === 'day' ? 'event.moreDayLabel' : 'event.moreLabel', {
          count: subject.count,
        }),
        clickable,
      };
    }
    if (subject.kind === 'slot') {
      return {
        time: time.format(subject.slot.start),
        head: word('event.emptySlot'),
        body: subject.pageName,
        page: null,
        label: t('event.slotLabel', {
          clock: time.format(subject.slot.start),
          page: subject.pageName,
          time: when.format(subject.slot.start),
        }),
        clickable,
      };
    }
    const { item } = subject;
    const page = item.pageName ?? word('event.noPage');
    const title = item.title || word('event.untitled');
    const start = new Date(item.start);
    const clockTime = time.format(start);
    const status = [
      word(`kinds.${item.kind}`),
      item.validation === 'unvalidated' ? word('event.unvalidated') : null,
      item.assigneeName ? t('event.assignee', { name: item.assigneeName }) : null,
      item.pageKind ? word(`networks.${item.pageKind}`, 'pages') : null,
    ]
      .filter(Boolean)
      .join(', ');
    return {
      time: clockTime,
      head: page,
      body: title,
      page:
        item.pageKind && item.pageId ? markedPage(page, item.pageKind, pages[item.pageId]?.pictureUrl) : null,
      label: t('event.label', { clock: clockTime, page, title, status, time: when.format(start) }),
      clickable,
    };
  };
}

const markedPage = (
  name: string,
  network: NetworkKind,
  pictureUrl: string | null | undefined,
): MarkedPage => ({
  name,
  network,
  pictureUrl: pictureUrl ?? null,
});

const faceOf = (extendedProps: Record<string, unknown>) => extendedProps.face as EventFace;

function line(weight: number, text: string, mark: HTMLElement | null = null) {
  const element = document.createElement('div');
  element.className = 'planner-event-line';
  element.style.fontWeight = String(weight);
  const words = document.createElement('span');
  words.className = 'planner-event-text';
  words.textContent = text;
  element.append(...(mark ? [mark] : []), words);
  return element;
}

/**
 * The name and role go on FullCalendar's own element, the one that takes focus and clicks. The
 * name starts with the time the box shows first, so that what a speech-input user reads on screen
 * is what they can say ("2:30 PM · North Shop: …").
 */
function label(element: Element, face: EventFace) {
  element.setAttribute('aria-label', face.label);
  // A name cut short in a narrow lane reads in full on hover.
  element.setAttribute('title', face.label);
  if (face.clickable) element.setAttribute('role', 'button');
  else element.removeAttribute('role');
}

/**
 * The inside of an event box of the week and day views (the month and the list draw theirs with
 * EventChip.tsx). They give each event of a busy hour a lane of its own (hour-lanes.ts), the full
 * width of its day: the page's mark and the time on a line, the page on the next, then the first
 * words when the lane is tall enough. The time is always the event's own, not its lane's. Plain
 * DOM rather than a React tree per event: a busy week holds hundreds of events. FullCalendar calls
 * it again when an event's data changes while keeping its element: the name follows, once the box
 * is in place.
 */
export function renderEventContent(arg: EventContentArg) {
  const face = faceOf(arg.event.extendedProps);
  const box = document.createElement('div');
  box.className = 'planner-event-content';
  // "+N more" stands for the rest of its day: no time of its own.
  if (face.time === '') box.append(line(600, face.head));
  else {
    box.append(line(700, face.time, renderPageMark(face.page)), line(600, face.head), line(400, face.body));
  }
  // Spaces between the lines: read as text (a name from content, a copy), the words stay apart.
  // Blank at the edge of a block, they draw nothing.
  for (const child of [...box.children]) child.before(' ');
  queueMicrotask(() => {
    const element = box.closest('.fc-event');
    if (element) label(element, face);
  });
  return { domNodes: [box] };
}

/** Names a new event's element at once (its content may be placed before the element is). */
export function labelEvent({ el, event }: EventMountArg) {
  label(el, faceOf(event.extendedProps));
}
