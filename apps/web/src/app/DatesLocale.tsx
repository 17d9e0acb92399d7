import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/pt';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's date pickers and time inputs in the app's language, not the browser's: month and day
 * names through dayjs (English is built in, the five other languages load here), the week starting
 * on Sunday in English and on Monday in the others, as the planner's calendar does. A time input
 * asks `hourCycleOf` (lib/hour-cycle.ts) for its 12 or 24 hours. Given by the dashboard's layout,
 * where the pickers are: the auth screen does not download dayjs.
 */
export function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language.split('-')[0] ?? 'en';
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'en' ? 0 : 1 }}>{children}</DatesProvider>
  );
}
