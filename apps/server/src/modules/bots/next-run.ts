import { type BotFrequency, frequencyMinutes } from '@pagewise/shared/bots';

/** An instant bot looks for new items every minute (the sweep's pace). */
export const instantEveryMinutes = 1;

/** Minutes between two runs of a bot, or null for a manual bot (it runs only when asked). */
export function minutesBetweenRuns(frequency: BotFrequency): number | null {
  if (frequency === 'manual') return null;
  if (frequency === 'instant') return instantEveryMinutes;
  return frequencyMinutes[frequency];
}

/** When a bot runs after `from`, or null for a manual bot. */
export function nextRunAfter(frequency: BotFrequency, from: Date): Date | null {
  const minutes = minutesBetweenRuns(frequency);
  return minutes === null ? null : new Date(from.getTime() + minutes * 60_000);
}
