import { defaultLanguage, isLanguage, type Language } from '@pagewise/shared/languages';

/** How a language writes the time of day: `12h` with AM/PM ("2:30 PM"), or `24h` ("14:30"). */
export type HourCycle = '12h' | '24h';

/** The interface languages that read the clock in 12 hours; every other one reads it in 24. */
const twelveHourLanguages: ReadonlySet<Language> = new Set<Language>(['en']);

/**
 * The hour cycle of the app's language (`i18n.language`, "en" or "de-CH" alike), whatever the
 * browser's own locale says: English reads "2:30 PM", French, German, Spanish, Portuguese and
 * Italian read "14:30". A language the app does not speak falls back to the default one's.
 * The one place that decides it: the planner, the date pickers and the time inputs all ask here.
 */
export function hourCycleOf(language: string): HourCycle {
  const base = language.split(/[-_]/)[0]?.toLowerCase();
  return twelveHourLanguages.has(isLanguage(base) ? base : defaultLanguage) ? '12h' : '24h';
}

/**
 * The `Intl.DateTimeFormat` options of a time of day in that language: "2:30 PM" and "12:00 AM" in
 * English (no leading zero, the day half always said), "14:30" and "00:00" in the others.
 */
export function timeOfDayOptions(language: string): Intl.DateTimeFormatOptions {
  return hourCycleOf(language) === '12h'
    ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }
    : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
}

/** A wall-clock time `HH:mm` (a time slot's) as the language reads it: "17:45" is "5:45 PM" in English. */
export function wallTimeText(time: string, language: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(language, { ...timeOfDayOptions(language), timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  );
}
