import type { ErrorReader } from '../http.ts';
import { NetworkError } from '../network-error.ts';

type XProblem = { title?: string; detail?: string; type?: string; errors?: { message?: string }[] };

/**
 * X answers 403 both for a token that lacks a permission and for content it refuses; only the
 * problem's `detail` tells them apart. These are the refusals of content, not of the connection.
 */
const refusedContent = [
  /duplicate content/i,
  /not allowed to create a Tweet/i,
  /reply to this conversation is not allowed/i,
  /Tweet text is too long/i,
];

/** X API v2 errors (docs.x.com, "Response codes and errors"). */
export const readXError: ErrorReader = (status, body, headers) => {
  const problem = (typeof body === 'object' && body !== null ? body : {}) as XProblem;
  const detail = problem.errors?.[0]?.message ?? problem.detail ?? problem.title;
  if (status === 429) {
    return new NetworkError('rate_limited', `X rate limit: ${detail ?? 'Too Many Requests'}`, {
      status,
      retryAfterSeconds: secondsUntilReset(headers) ?? 60,
    });
  }
  if (status === 403 && detail && refusedContent.some((pattern) => pattern.test(detail)))
    return new NetworkError('rejected', `X refused the post: ${detail}`, { status, reason: detail });
  if (status === 403)
    return new NetworkError('reconnect', `X forbade the call: ${detail ?? 'Forbidden'}`, {
      status,
      reason: detail,
    });
  if (status === 400 || status === 422)
    return new NetworkError('rejected', `X refused the request: ${detail ?? status}`, {
      status,
      reason: detail,
    });
  return undefined;
};

/** X sends the end of the rate-limit window as epoch seconds in `x-rate-limit-reset`. */
function secondsUntilReset(headers: Headers): number | undefined {
  const retryAfter = Number(headers.get('retry-after') ?? Number.NaN);
  if (Number.isFinite(retryAfter)) return Math.max(1, Math.ceil(retryAfter));
  const reset = Number(headers.get('x-rate-limit-reset') ?? Number.NaN);
  if (!Number.isFinite(reset)) return undefined;
  return Math.max(1, Math.ceil(reset - Date.now() / 1000));
}
