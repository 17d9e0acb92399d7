import { Agent, XRPCError } from '@atproto/api';
import { retryAfter } from '../http.ts';
import { isNetworkError, NetworkError } from '../network-error.ts';

export type BlueskyApi = { timeoutMs?: number };
export type Session = { accessJwt: string; did: string };

const defaultTimeoutMs = 20_000;
/** XRPCError's status when no HTTP answer came (a time-out or a dropped connection). */
const noAnswer = 1;

/**
 * An Agent of the official client bound to one account. Tokens are never refreshed behind the
 * caller's back: a rotated refresh token would be lost, so the caller refreshes (`refresh`).
 */
export function agentFor(service: string, api: BlueskyApi, session?: Session): Agent {
  return new Agent({
    did: session?.did as `did:${string}:${string}` | undefined,
    async fetchHandler(path, init) {
      const headers = new Headers(init.headers);
      if (session && !headers.has('authorization'))
        headers.set('authorization', `Bearer ${session.accessJwt}`);
      return fetch(new URL(path, service), {
        ...init,
        headers,
        signal: AbortSignal.timeout(api.timeoutMs ?? defaultTimeoutMs),
      });
    },
  });
}

/** Runs one XRPC call, turning the client's errors into NetworkErrors that say what to do. */
export async function xrpc<T>(mutates: boolean, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toNetworkError(error, mutates);
  }
}

export function toNetworkError(error: unknown, mutates: boolean): NetworkError {
  if (error instanceof NetworkError) return error;
  if (!(error instanceof XRPCError) || error.status === noAnswer) {
    const message = `Bluesky ${mutates ? 'write' : 'read'} got no answer: ${String(error)}`;
    return new NetworkError(mutates ? 'unknown_outcome' : 'server_error', message, { cause: error });
  }
  const { status, error: code } = error;
  const message = `Bluesky answered ${status} ${code}: ${error.message}`;
  const options = { status, cause: error, reason: error.message || code };
  // The PDS answers an expired access token with 400 ExpiredToken.
  if (code === 'ExpiredToken') return new NetworkError('token_expired', message, options);
  if (status === 401 || status === 403 || /^(InvalidToken|AccountTakedown|AccountDeactivated)$/.test(code)) {
    return new NetworkError('reconnect', message, { ...options, reason: code });
  }
  if (status === 429) {
    return new NetworkError('rate_limited', message, { ...options, retryAfterSeconds: rateLimitWait(error) });
  }
  if (status >= 500 || status === 2) {
    const unknown = mutates && (status === 502 || status === 504);
    return new NetworkError(unknown ? 'unknown_outcome' : 'server_error', message, options);
  }
  return new NetworkError('rejected', message, options);
}

/** A getRecord for a record the PDS (or, for other servers' accounts, the AppView) does not have. */
export function isRecordNotFound(error: unknown): boolean {
  return isNetworkError(error, 'rejected') && /RecordNotFound|Could not locate/i.test(error.message);
}

/** Retry-After, else Bluesky's RateLimit-Reset (a UNIX time in seconds), else a minute. */
function rateLimitWait(error: XRPCError): number {
  const headers = new Headers(error.headers ?? {});
  const after = retryAfter(headers);
  if (after !== undefined) return after;
  const reset = Number(headers.get('ratelimit-reset'));
  return Number.isFinite(reset) && reset > 0 ? Math.max(0, Math.ceil(reset - Date.now() / 1000)) : 60;
}
