import { defaultTimeZone, timeZoneOf } from '@pagewise/shared/time-zones';
import { browserTimeZone } from '../../lib/browser-time-zone.ts';
import { useSession } from './session.ts';

/**
 * The IANA zone the logged-in user reads times in: their own, else their account's. Without a
 * session (an external validator's shared planner, or before it loads): the browser's.
 */
export function useTimeZone(): string {
  const me = useSession().data;
  return me ? timeZoneOf(me) : (browserTimeZone() ?? defaultTimeZone);
}
