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
