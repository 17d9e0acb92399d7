import type { Credentials } from '../adapter.ts';
import { type ErrorReader, type HttpRequest, requestJson } from '../http.ts';
import { NetworkError } from '../network-error.ts';

export type PinterestConfig = {
  apiBaseUrl: string;
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Per-call time-out; tests shorten it. */
  timeoutMs?: number;
};

export type PinRequest = Omit<HttpRequest, 'url'> & {
  path: string;
  query?: Record<string, string | undefined>;
};

/** One call to Pinterest API v5 with the user's token. */
export function pinRequest<T>(
  config: PinterestConfig,
  credentials: Credentials,
  request: PinRequest,
): Promise<T> {
  const url = new URL(request.path, config.apiBaseUrl);
  for (const [name, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) url.searchParams.set(name, value);
  return requestJson<T>(
    {
      ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
      ...request,
      url: url.toString(),
      headers: { authorization: `Bearer ${credentials.accessToken}`, ...request.headers },
    },
    readPinterestError,
  );
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
