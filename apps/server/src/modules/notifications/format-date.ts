import type { Language } from '@pagewise/shared/languages';

/** A date as e-mails print it, in the reader's language (UTC: e-mails cannot know the zone). */
export function formatDate(date: Date | null, language: Language, withTime = false): string {
  if (!date) return '';
  const style = withTime ? { dateStyle: 'long', timeStyle: 'short' } : { dateStyle: 'long' };
  return new Intl.DateTimeFormat(language, {
    ...style,
    timeZone: 'UTC',
  } as Intl.DateTimeFormatOptions).format(date);
}
