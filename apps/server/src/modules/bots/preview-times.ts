import type { BotFrequency } from '@pagewise/shared/bots';
import { startOfDayIn, startOfNextDayIn } from '@pagewise/shared/time-zones';
import { minutesBetweenRuns } from './next-run.ts';

/**
 * When a bot would post its next `count` waiting items, before `to`: from its next run, one per
 * interval (an instant bot posts all at once), never more than its daily limit in a day of the
 * account's time zone (the posts it already made today count), the rest on the following days. A manual bot has no times.
 */
export function previewTimes(input: {
  frequency: BotFrequency;
  dailyLimit: number | null;
  postedToday: number;
  start: Date;
  now: Date;
  count: number;
  to: Date;
  timeZone: string;
}): Date[] {
  const interval = minutesBetweenRuns(input.frequency);
  if (interval === null) return [];
  const step = input.frequency === 'instant' ? 0 : interval * 60_000;
  const times: Date[] = [];
  let at = input.start.getTime();
  let day = startOfDayIn(input.now, input.timeZone).getTime();
  let postedThatDay = input.postedToday;
  while (times.length < input.count && at < input.to.getTime()) {
    const atDay = startOfDayIn(new Date(at), input.timeZone).getTime();
    if (atDay !== day) {
      day = atDay;
      postedThatDay = 0;
    }
    if (input.dailyLimit !== null && postedThatDay >= input.dailyLimit) {
      at = Math.max(at, startOfNextDayIn(new Date(day), input.timeZone).getTime());
      continue;
    }
    times.push(new Date(at));
    postedThatDay += 1;
    at += step;
  }
  return times;
}
