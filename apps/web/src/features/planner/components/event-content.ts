import type { EventContentArg, EventMountArg } from '@fullcalendar/core';
import type { PlannerItem } from '@pagewise/shared/planner';
import type { TFunction } from 'i18next';
import type { SlotOccurrence } from '../empty-slots.ts';

/** What a calendar event stands for: a planner item of the server, or an empty slot. */
export type EventSubject =
  | { kind: 'item'; item: PlannerItem }
  | { kind: 'slot'; slot: SlotOccurrence; pageName: string }
  | { kind: 'more'; day: string; count: number };

/** What an event shows and says, worked out once per event when the events are built. */
export type EventFace = {
  /** Its time of day, first on the box and first in the name; none for "+N more". */
  clock: string;
  /** The page (or "Empty slot"), after the time. */
  head: string;
  /** The post's first words (or the page of a slot). */
  body: string;
  /**
   * The accessible name: what the box shows (time, page, first words), in its order, then status
   * and date in parentheses; a speech user says what they see (WCAG 2.5.3, label in name).
   */
  label: string;
  /** A click opens something: the event is a button. */
  clickable: boolean;
};

/**
 * The faces of the events: the accessible name says the time, the page, the post's first words, its
 * status and its date ("12:00 · Boulangerie Durand: Fresh bread (Scheduled, Thu, Mar 5, 12:00)"), so that a
 * screen reader and the end-to-end tests find a post by what the user sees. One date format for
 * all the events of a render: a month holds thousands.
 */
export function eventFaces(t: TFunction, language: string, timeZone: string) {
  const when = new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  // The box's own time, the same words in the box and in its name.
  const clock = new Intl.DateTimeFormat(language, { timeZone, hour: '2-digit', minute: '2-digit' });
  return (subject: EventSubject, clickable: boolean): EventFace => {
    if (subject.kind === 'more') {
      const more = t('event.more', { count: subject.count });
      return {
        clock: '',
        head: more,
        body: '',
        label: t('event.moreLabel', { count: subject.count }),
        clickable,
      };
    }
    if (subject.kind === 'slot') {
      const at = clock.format(subject.slot.start);
      return {
        clock: at,
        head: t('event.emptySlot'),
        body: subject.pageName,
        label: t('event.slotLabel', {
          clock: at,
          page: subject.pageName,
          time: when.format(subject.slot.start),
        }),
        clickable,
      };
    }
    const { item } = subject;
    const page = item.pageName ?? t('event.noPage');
    const title = item.title || t('event.untitled');
    const status = [
      t(`kinds.${item.kind}`),
      item.validation === 'unvalidated' ? t('event.unvalidated') : null,
      item.assigneeName ? t('event.assignee', { name: item.assigneeName }) : null,
    ]
      .filter(Boolean)
      .join(', ');
    const start = new Date(item.start);
    return {
      clock: clock.format(start),
      head: page,
      body: title,
      label: t('event.label', { clock: clock.format(start), page, title, status, time: when.format(start) }),
      clickable,
    };
  };
}

const faceOf = (extendedProps: Record<string, unknown>) => extendedProps.face as EventFace;

function line(text: string, weight: number) {
  const element = document.createElement('div');
  element.textContent = text;
  Object.assign(element.style, {
    fontSize: '12px',
    fontWeight: String(weight),
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  });
  return element;
}

/** The name and role go on FullCalendar's own element, the one that takes focus and clicks. */
function label(element: Element, face: EventFace) {
  element.setAttribute('aria-label', face.label);
  if (face.clickable) element.setAttribute('role', 'button');
  else element.removeAttribute('role');
}

/**
 * The inside of an event box: the time and page, then the first words. Plain DOM rather than a
 * React tree per event: a month view holds thousands of events and must open at once. FullCalendar
 * calls it again when an event's data changes while keeping its element: the name follows, once
 * the box is in place.
 */
export function renderEventContent(arg: EventContentArg) {
  const face = faceOf(arg.event.extendedProps);
  const box = document.createElement('div');
  Object.assign(box.style, { padding: '0 4px', overflow: 'hidden', color: 'inherit' });
  // "+N more" stands for the rest of its day: no time of its own.
  if (face.body === '') box.append(line(face.head, 600));
  // The space between the lines keeps their last and first words apart in the text read out.
  else box.append(line(`${face.clock} · ${face.head}`, 600), ' ', line(face.body, 400));
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
