import { defaultTimeZone, timeZoneOf } from '@pagewise/shared/time-zones';
import { useSession } from './session.ts';

/**
 * The IANA zone the logged-in user reads times in: their own, else their account's. The shared
 * default (UTC) until the session is known, as the server counts instants no account owns.
 */
export function useTimeZone(): string {
  const me = useSession().data;
  return me ? timeZoneOf(me) : defaultTimeZone;
}
