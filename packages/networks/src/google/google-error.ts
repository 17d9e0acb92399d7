import type { ErrorReader } from '../http.ts';
import { retryAfter } from '../http.ts';
import { NetworkError } from '../network-error.ts';

/** Google's JSON error (cloud.google.com/apis/design/errors) or an OAuth token endpoint error. */
type GoogleErrorBody = {
  error?:
    | string
    | {
        code?: number;
        message?: string;
        status?: string;
        errors?: { reason?: string; message?: string }[];
        details?: { '@type'?: string; retryDelay?: string }[];
      };
  error_description?: string;
};

// YouTube answers 403 with these reasons when the daily quota or a rate limit is spent, and 400
// uploadLimitExceeded when the channel uploaded its daily number of videos.
const quotaReasons = new Set([
  'quotaExceeded',
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'dailyLimitExceeded',
  'uploadLimitExceeded',
]);
const dailyReasons = new Set(['quotaExceeded', 'dailyLimitExceeded', 'uploadLimitExceeded']);

export const readGoogleError: ErrorReader = (status, body, headers) => {
  const parsed = body as GoogleErrorBody | undefined;
  const error = parsed?.error;
  if (typeof error === 'string') {
    // RFC 6749 §5.2: the refresh token was revoked, expired or never valid.
    if (error === 'invalid_grant') {
      return new NetworkError('reconnect', `Google OAuth: ${parsed?.error_description ?? error}`, { status });
    }
    return undefined;
  }
  if (!error || typeof error !== 'object') return undefined;
  const reasons = (error.errors ?? []).map((entry) => entry.reason ?? '');
  const message = `Google API ${status} ${error.status ?? reasons.join(',')}: ${error.message ?? ''}`;
  if (error.status === 'RESOURCE_EXHAUSTED' || reasons.some((reason) => quotaReasons.has(reason))) {
    const daily = reasons.some((reason) => dailyReasons.has(reason));
    return new NetworkError('rate_limited', message, {
      status,
      retryAfterSeconds:
        retryDelaySeconds(error.details) ?? retryAfter(headers) ?? (daily ? secondsToPacificMidnight() : 60),
    });
  }
  if (error.status === 'UNAUTHENTICATED' || status === 401)
    return new NetworkError('token_expired', message, { status });
  if (error.status === 'PERMISSION_DENIED' || status === 403)
    return new NetworkError('reconnect', message, { status });
  // Let the HTTP status decide for 5xx, so that a lost write stays an unknown outcome.
  if (status >= 500) return undefined;
  return new NetworkError('rejected', message, { status, reason: error.message ?? reasons.join(', ') });
};

/** google.rpc.RetryInfo: `retryDelay` as a Duration string like "30s". */
function retryDelaySeconds(
  details: { '@type'?: string; retryDelay?: string }[] | undefined,
): number | undefined {
  const delay = details?.find((detail) => detail['@type']?.endsWith('google.rpc.RetryInfo'))?.retryDelay;
  const seconds = delay ? Number.parseFloat(delay) : Number.NaN;
  return Number.isFinite(seconds) ? Math.ceil(seconds) : undefined;
}

/** YouTube Data API quotas reset at midnight Pacific Time (developers.google.com/youtube/v3/getting-started#quota). */
export function secondsToPacificMidnight(now = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const elapsed = part('hour') * 3600 + part('minute') * 60 + part('second');
  return Math.max(60, 24 * 3600 - elapsed);
}
