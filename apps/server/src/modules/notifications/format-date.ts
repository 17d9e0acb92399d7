import type { Language } from '@pagewise/shared/languages';
import { timeZoneOf } from '@pagewise/shared/time-zones';

/** Who reads an e-mail: the language it is written in and the zone its times are given in. */
export type Reader = { language: Language; timeZone: string };

/**
 * A date as e-mails print it, in the reader's language and time zone; a time names its zone
 * ("14:30 UTC+1"), since the reader may be elsewhere when they read it.
 */
export function formatDate(date: Date | null, reader: Reader, withTime = false): string {
  if (!date) return '';
  const time: Intl.DateTimeFormatOptions = withTime
    ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }
    : {};
  return new Intl.DateTimeFormat(reader.language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...time,
    timeZone: reader.timeZone,
  }).format(date);
}

/**
 * A user as a reader: their language, their own zone or else their account's (`accountTimeZone`,
 * read once for all the recipients of an e-mail).
 */
export function readerOf(user: { language: Language; timeZone: string | null }, accountZone: string): Reader {
  return {
    language: user.language,
    timeZone: timeZoneOf({ timeZone: user.timeZone, account: { timeZone: accountZone } }),
  };
}
