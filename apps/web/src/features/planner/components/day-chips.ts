import type { EventInput } from '@fullcalendar/core';
import { dayIn } from '@pagewise/shared/time-zones';
import type { EventFace, EventSubject } from './event-content.ts';

/** What the app's own views (the month, the list) are given, besides their own. */
export interface OwnViewProps {
  /** The days shown (`end` excluded), as `shownDays` gives them. */
  days: { start: string; end: string };
  today: string;
  language: string;
  timeZone: string;
  /** The view's events (use-calendar-events.ts): each day's first ones and its "+N more". */
  events: EventInput[];
  onChip: (subject: EventSubject) => void;
  /** A day's "+N more": that day's week from the month, the day itself from the list. */
  onDay: (day: string) => void;
}

/** A day's long name in the language ("Thursday, March 5"), for a day of `dateOfDay`. */
export const longDayFormat = (language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** An event as the app's own views draw it (the month, the list): its subject and its face. */
export type DayChip = { id: string; subject: EventSubject; face: EventFace; event: EventInput };

/** Each day's chips in the order they show, by day in `timeZone`: by time, a "+N more" last. */
export function chipsByDay(events: EventInput[], timeZone: string): Map<string, DayChip[]> {
  const byDay = new Map<string, (DayChip & { at: number })[]>();
  for (const event of events) {
    const subject = event.extendedProps?.subject as EventSubject;
    const face = event.extendedProps?.face as EventFace;
    const start =
      subject.kind === 'item'
        ? new Date(subject.item.start)
        : subject.kind === 'slot'
          ? subject.slot.start
          : null;
    const day = start ? dayIn(start, timeZone) : (subject as { day: string }).day;
    const chip = {
      id: String(event.id),
      subject,
      face,
      event,
      at: start?.getTime() ?? Number.MAX_SAFE_INTEGER,
    };
    const list = byDay.get(day);
    if (list) list.push(chip);
    else byDay.set(day, [chip]);
  }
  for (const list of byDay.values()) list.sort((a, b) => a.at - b.at);
  return byDay;
}
