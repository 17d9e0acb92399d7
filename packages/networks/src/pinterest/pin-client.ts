import type { Credentials } from '../adapter.ts';
import { type ApiCall, bearerRequest, type ErrorReader } from '../http.ts';
import { NetworkError } from '../network-error.ts';

export type PinterestConfig = {
  apiBaseUrl: string;
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Per-call time-out; tests shorten it. */
  timeoutMs?: number;
};

export type PinRequest = ApiCall;

/** One call to Pinterest API v5 with the user's token. */
export function pinRequest<T>(
  config: PinterestConfig,
  credentials: Credentials,
  request: PinRequest,
): Promise<T> {
  return bearerRequest<T>(config, credentials.accessToken, request, readPinterestError);
}

/** Pinterest v5 errors are `{ code, message }`; the message is worth showing for refused content. */
export const readPinterestError: ErrorReader = (status, body) => {
  const error = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: number;
    message?: string;
  };
  const reason = error.message;
  if (status === 403)
    return new NetworkError('reconnect', `Pinterest denied access: ${reason}`, { status, reason });
  if (status === 400 || status === 404 || status === 409 || status === 422)
    return new NetworkError('rejected', `Pinterest refused the request: ${reason}`, { status, reason });
  return undefined;
};
