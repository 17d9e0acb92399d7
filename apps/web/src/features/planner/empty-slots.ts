import type { PageSlots, PlannerItem } from '@pagewise/shared/planner';
import { minimumScheduleMinutes } from '@pagewise/shared/posts/limits';
import { instantAt, wallClock } from '@pagewise/shared/time-zones';

/** One occurrence of a page's recurring empty slot in the calendar. */
export interface SlotOccurrence {
  /** `slot:<pageId>:<start instant>`: stable across reloads, unique in the calendar. */
  id: string;
  pageId: string;
  start: Date;
}

export interface DateRange {
  start: Date;
  end: Date;
}

const minute = 60_000;

const weekdayNumbers: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** Monday = 1 … Sunday = 7, as `pageSlot.weekday` counts: the day of `date` in `timeZone`. */
export function isoWeekday(date: Date, timeZone: string): number {
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' });
    weekdayFormats.set(timeZone, format);
  }
  return weekdayNumbers[format.format(date)] ?? 1;
}

/**
 * The slots of `pageSlots` (weekday + `HH:mm` of the zone) laid over the days of `range`, in
 * `timeZone` (a slot at 09:00 stays at 09:00 across a daylight-saving change). An
 * occurrence is hidden when a publication of the same page starts within that minute (the slot is
 * filled), and when it is too soon to schedule a post there (in the past, or within the minimum
 * delay of spec §9). `taken` names publications the calendar does not hold (the month view's
 * events left out by the server) that fill slots all the same.
 */
export function expandSlots(
  pageSlots: readonly PageSlots[],
  range: DateRange,
  items: readonly PlannerItem[],
  now: Date,
  timeZone: string,
  taken: readonly { pageId: string; start: string }[] = [],
): SlotOccurrence[] {
  const key = (pageId: string, start: string) =>
    `${pageId}@${Math.floor(new Date(start).getTime() / minute)}`;
  const filled = new Set([
    ...items
      .filter((item) => item.kind !== 'slot' && item.kind !== 'preview' && item.pageId !== null)
      .map((item) => key(item.pageId ?? '', item.start)),
    ...taken.map((publication) => key(publication.pageId, publication.start)),
  ]);
  const earliest = now.getTime() + minimumScheduleMinutes * minute;
  const occurrences: SlotOccurrence[] = [];
  const first = wallClock(range.start, timeZone);
  // A UTC date stands for the zone's calendar day: its own arithmetic knows no daylight saving.
  const day = new Date(Date.UTC(first.year, first.month - 1, first.day));
  const dayStart = () =>
    instantAt({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() }, timeZone);
  for (let start = dayStart(); start < range.end; day.setUTCDate(day.getUTCDate() + 1), start = dayStart()) {
    const weekday = isoWeekday(start, timeZone);
    for (const { pageId, slots } of pageSlots) {
      for (const slot of slots) {
        if (slot.weekday !== weekday) continue;
        const [hour = 0, minutes = 0] = slot.time.split(':').map(Number);
        const start = instantAt(
          {
            year: day.getUTCFullYear(),
            month: day.getUTCMonth() + 1,
            day: day.getUTCDate(),
            hour,
            minute: minutes,
          },
          timeZone,
        );
        if (start < range.start || start >= range.end || start.getTime() <= earliest) continue;
        if (filled.has(`${pageId}@${Math.floor(start.getTime() / minute)}`)) continue;
        occurrences.push({ id: `slot:${pageId}:${start.toISOString()}`, pageId, start });
      }
    }
  }
  return occurrences;
}
