import { dayIn } from '@pagewise/shared/time-zones';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../empty-slots.ts';
import type { PlannerPlace } from '../planner-place.ts';
import { firstDayOfWeek, shownDays, shownRange } from '../shown-days.ts';

/** The instants of the days the calendar shows at `place`, known before it is drawn (shown-days.ts). */
export function useShownRange(place: PlannerPlace, timeZone: string): DateRange {
  const { i18n } = useTranslation();
  const { start, end } = shownDays(place, dayIn(new Date(), timeZone), firstDayOfWeek(i18n.language));
  return useMemo(() => shownRange({ start, end }, timeZone), [start, end, timeZone]);
}
