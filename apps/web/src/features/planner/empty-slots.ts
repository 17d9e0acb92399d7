import type { PageSlots, PlannerItem } from '@pagewise/shared/planner';
import { minimumScheduleMinutes } from '@pagewise/shared/posts/limits';

/** One occurrence of a page's recurring empty slot in the calendar. */
export interface SlotOccurrence {
  /** `slot:<pageId>:<local start>`: stable across reloads, unique in the calendar. */
  id: string;
  pageId: string;
  start: Date;
}

export interface DateRange {
  start: Date;
  end: Date;
}

const minute = 60_000;

/** Monday = 1 … Sunday = 7, as `pageSlot.weekday` counts. */
export const isoWeekday = (date: Date) => ((date.getDay() + 6) % 7) + 1;

/**
 * The slots of `pageSlots` (weekday + local `HH:mm`) laid over the days of `range`, in the
 * browser's time zone (a slot at 09:00 stays at 09:00 across a daylight-saving change). An
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
  const day = new Date(range.start.getFullYear(), range.start.getMonth(), range.start.getDate());
  for (; day < range.end; day.setDate(day.getDate() + 1)) {
    const weekday = isoWeekday(day);
    for (const { pageId, slots } of pageSlots) {
      for (const slot of slots) {
        if (slot.weekday !== weekday) continue;
        const [hours = 0, minutes = 0] = slot.time.split(':').map(Number);
        const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
        if (start < range.start || start >= range.end || start.getTime() <= earliest) continue;
        if (filled.has(`${pageId}@${Math.floor(start.getTime() / minute)}`)) continue;
        occurrences.push({ id: `slot:${pageId}:${start.toISOString()}`, pageId, start });
      }
    }
  }
  return occurrences;
}
