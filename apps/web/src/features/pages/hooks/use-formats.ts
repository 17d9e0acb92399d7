import { useTranslation } from 'react-i18next';

/** A day of the sandbox figures (`2026-03-05`) is a UTC day; a full timestamp is shown in local time. */
const dayOf = (date: string) => new Date(date.length === 10 ? `${date}T00:00:00.000Z` : date);

/** Numbers and dates in the interface language. */
export function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    number: (value: number) => new Intl.NumberFormat(language).format(value),
    dateTime: (date: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(date)),
    day: (date: string) =>
      new Intl.DateTimeFormat(language, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(dayOf(date)),
  };
}
