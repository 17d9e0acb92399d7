import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../auth/use-time-zone.ts';

/** An instant as the user reads it: their language, their time zone. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const timeZone = useTimeZone();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (iso) => format.format(new Date(iso));
}
