import { useTranslation } from 'react-i18next';

/** A report's day (`2026-03-05`) is a calendar day: formatted as such, whatever the browser's zone. */
const dayOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Figures, rates and days in the interface language. */
export function useReportFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const rate = new Intl.NumberFormat(language, { maximumFractionDigits: 2, minimumFractionDigits: 2 });
  const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    /** A figure, or an en dash when it is not available. */
    figure: (value: number | null | undefined, asRate = false) =>
      value === null || value === undefined ? '–' : asRate ? `${rate.format(value)} %` : number.format(value),
    /** A figure with two decimals (interactions per 1,000 followers). */
    decimal: (value: number | null | undefined) =>
      value === null || value === undefined ? '–' : rate.format(value),
    shortDay: (day: string) => shortDay.format(dayOf(day)),
    longDay: (day: string) => longDay.format(dayOf(day)),
    dateTime: (instant: string, timeZone: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
        new Date(instant),
      ),
    /** The change from the previous period, in percent; null when either is not available or was 0. */
    change: (value: number | null | undefined, previous: number | null | undefined) =>
      value === null || value === undefined || !previous
        ? null
        : ((value - previous) / Math.abs(previous)) * 100,
    percent: (value: number) => `${value > 0 ? '+' : ''}${rate.format(value)} %`,
  };
}
