import { isTimeZone } from '@pagewise/shared/time-zones';

/**
 * The IANA zone the browser runs in, proposed as a new account's. None when the browser names no
 * zone the shared rule knows: the server then gives the account its default.
 */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}
