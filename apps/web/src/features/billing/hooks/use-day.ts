import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../auth/use-time-zone.ts';

/** A day as the user reads it ("1 April 2026"): their language, the account's (or their own) time zone. */
export function useDay(): (iso: string) => string {
  const { i18n } = useTranslation();
  const timeZone = useTimeZone();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'long',
    timeZone,
  });
  return (iso) => format.format(new Date(iso));
}
