import type { ErrorReader } from '../http.ts';
import { retryAfter } from '../http.ts';
import { NetworkError } from '../network-error.ts';

/** TikTok's envelope: every answer carries `error.code`, "ok" on success. The token endpoint uses RFC 6749 errors. */
export type TikTokEnvelope = {
  error?: string | { code?: string; message?: string; log_id?: string };
  error_description?: string;
};

// Daily caps (developers.tiktok.com/doc/content-posting-api-reference-direct-post, "Error codes"):
// posts per creator per 24 h, pending shares, and the app's active-user cap.
const dailyCapCodes = new Set([
  'spam_risk_too_many_posts',
  'spam_risk_too_many_pending_share',
  'reached_active_user_cap',
]);
const reconnectCodes = new Set(['scope_not_authorized', 'scope_permission_missed']);
const daySeconds = 24 * 3600;

export const readTikTokError: ErrorReader = (status, body, headers) => {
  const envelope = body as TikTokEnvelope | undefined;
  const error = envelope?.error;
  if (typeof error === 'string') {
    // The refresh token expired (365 days) or was revoked: the user must log in again.
    if (error === 'invalid_grant') {
      return new NetworkError('reconnect', `TikTok OAuth: ${envelope?.error_description ?? error}`, {
        status,
      });
    }
    return undefined;
  }
  const code = error?.code;
  if (!code || code === 'ok') return undefined;
  const message = `TikTok ${status} ${code}: ${error.message ?? ''}`;
  // A revoked token answers the same code; the refresh that follows then fails with invalid_grant.
  if (code === 'access_token_invalid') return new NetworkError('token_expired', message, { status });
  if (reconnectCodes.has(code)) return new NetworkError('reconnect', message, { status });
  if (code === 'rate_limit_exceeded') {
    return new NetworkError('rate_limited', message, {
      status,
      retryAfterSeconds: retryAfter(headers) ?? 60,
    });
  }
  if (dailyCapCodes.has(code)) {
    return new NetworkError('rate_limited', message, {
      status,
      retryAfterSeconds: retryAfter(headers) ?? daySeconds,
    });
  }
  if (status >= 500 || code === 'internal_error') return undefined;
  return new NetworkError('rejected', message, { status, reason: code });
};
