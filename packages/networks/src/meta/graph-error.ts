import type { ErrorReader } from '../http.ts';
import { retryAfter } from '../http.ts';
import { NetworkError } from '../network-error.ts';

/** The error object every Graph API (Facebook, Instagram, Threads) answers with. */
export type GraphErrorBody = {
  error?: {
    message?: string;
    type?: string;
    code?: number;
    error_subcode?: number;
    error_user_title?: string;
    error_user_msg?: string;
    is_transient?: boolean;
  };
};

// Graph error codes (developers.facebook.com/docs/graph-api/guides/error-handling):
// 190 invalid token, 102 session expired; subcodes 458 app removed, 459 checkpoint,
// 460 password changed, 464 unconfirmed user, 467 invalid token: the user must log in again.
const reconnectSubcodes = new Set([458, 459, 460, 464, 467]);
// 10 and 200–299 permission missing or revoked.
const isPermissionCode = (code: number) => code === 10 || (code >= 200 && code <= 299);
// 4 app, 17 user, 32 page, 613 custom, 80001–80014 business use case rate limits; 341 feed
// action limit; Instagram's 9 with 2207042 is the 25-posts-per-24-hours publishing limit.
const isThrottleCode = (code: number, subcode: number | undefined) =>
  code === 4 ||
  code === 17 ||
  code === 32 ||
  code === 613 ||
  code === 341 ||
  (code >= 80001 && code <= 80014) ||
  (code === 9 && subcode === 2207042);
// 1 unknown, 2 service unavailable: transient on Graph's side.
const isTransientCode = (code: number) => code === 1 || code === 2;

const defaultThrottleSeconds = 60;

export const readGraphError: ErrorReader = (status, body, headers) => {
  const error = (body as GraphErrorBody | undefined)?.error;
  if (!error || typeof error !== 'object' || error.code === undefined) return undefined;
  const code = error.code;
  const subcode = error.error_subcode;
  const message = `Graph error ${code}${subcode ? `/${subcode}` : ''}: ${error.message ?? 'no message'}`;
  const options = { status };
  if (code === 190 || code === 102) {
    return subcode !== undefined && reconnectSubcodes.has(subcode)
      ? new NetworkError('reconnect', message, options)
      : new NetworkError('token_expired', message, options);
  }
  if (isPermissionCode(code)) return new NetworkError('reconnect', message, options);
  if (isThrottleCode(code, subcode)) {
    return new NetworkError('rate_limited', message, {
      ...options,
      retryAfterSeconds: retryAfter(headers) ?? regainAccessSeconds(headers) ?? defaultThrottleSeconds,
    });
  }
  // Let the HTTP status decide for 5xx, so that a lost write stays an unknown outcome.
  if (status >= 500) return undefined;
  if (isTransientCode(code) || error.is_transient) return new NetworkError('server_error', message, options);
  return new NetworkError('rejected', message, {
    ...options,
    reason: error.error_user_msg ?? error.message ?? `Graph error ${code}`,
  });
};

/** X-Business-Use-Case-Usage: `{ "<id>": [{ "estimated_time_to_regain_access": <minutes> }] }`. */
function regainAccessSeconds(headers: Headers): number | undefined {
  const raw = headers.get('x-business-use-case-usage');
  if (!raw) return undefined;
  try {
    const usage = JSON.parse(raw) as Record<string, { estimated_time_to_regain_access?: number }[]>;
    const minutes = Object.values(usage)
      .flat()
      .map((entry) => entry.estimated_time_to_regain_access ?? 0);
    const longest = Math.max(0, ...minutes);
    return longest > 0 ? longest * 60 : undefined;
  } catch {
    return undefined;
  }
}
