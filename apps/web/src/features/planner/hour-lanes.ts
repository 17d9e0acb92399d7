import { wallClock } from '@pagewise/shared/time-zones';

const hour = 3_600_000;

/** Where an event is drawn in the week and day views: its lane of its hour. */
export interface Lane {
  start: Date;
  end: Date;
}

/**
 * The week and day views draw a post as a box of the hour it falls in, not as a sliver of it: the
 * events of one hour (of the calendar's zone) share it one under another, each the full width of
 * its day, in the order of their times. Five posts at 08:00 are five lines of a fifth of the hour,
 * each with its own time and page, where side by side they would be five slivers reading "08:…".
 * The box places the event in its hour; the time it shows is its own (`start`), and a drag moves
 * it by the distance dragged (see `movedStart`). `most` is the most events an hour holds: the
 * calendar makes its hours tall enough for them.
 */
export function hourLanes<T extends { start: string | Date }>(
  entries: readonly T[],
  timeZone: string,
): { lanes: Map<T, Lane>; most: number } {
  const byHour = new Map<number, T[]>();
  for (const entry of entries) {
    const start = new Date(entry.start);
    const wall = wallClock(start, timeZone);
    const hourStart = start.getTime() - ((wall.minute * 60 + wall.second) * 1000 + start.getMilliseconds());
    const list = byHour.get(hourStart);
    if (list) list.push(entry);
    else byHour.set(hourStart, [entry]);
  }
  const lanes = new Map<T, Lane>();
  let most = 0;
  for (const [hourStart, list] of byHour) {
    list.sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime());
    most = Math.max(most, list.length);
    const share = hour / list.length;
    list.forEach((entry, index) => {
      lanes.set(entry, {
        start: new Date(hourStart + index * share),
        end: new Date(hourStart + (index + 1) * share),
      });
    });
  }
  return { lanes, most };
}

/**
 * The new time of an event dropped with its box starting at `dropped` (the calendar's own answer,
 * in whole snaps and in the zone's days): its own time moved as far as its box, so a post at 08:40
 * drawn from 08:20 and dropped on the next day's 10:20 lands at 10:40. `drawnFrom` is where its
 * box started (its own time in the views with no lanes).
 */
export function movedStart(dropped: Date, start: string | Date, drawnFrom: Date): Date {
  return new Date(dropped.getTime() + (new Date(start).getTime() - drawnFrom.getTime()));
}
