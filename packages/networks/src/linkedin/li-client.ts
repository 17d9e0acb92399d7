import type { Credentials } from '../adapter.ts';
import { type ErrorReader, type HttpRequest, requestWithHeaders } from '../http.ts';
import { NetworkError } from '../network-error.ts';

export type LinkedInConfig = {
  apiBaseUrl: string;
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Per-call time-out; tests shorten it. */
  timeoutMs?: number;
};

/**
 * The versioned REST API (YYYYMM). LinkedIn supports each version for at least a year, so this
 * needs a yearly bump (learn.microsoft.com, "LinkedIn Marketing API Versioning").
 */
export const linkedInVersion = '202506';

export type LiRequest = Omit<HttpRequest, 'url'> & { path: string; query?: string };

/** One Rest.li 2.0 call; `query` is passed as written, since Rest.li wants `(`, `:` and `,` unescaped. */
export function liRequest<T>(
  config: LinkedInConfig,
  credentials: Credentials,
  request: LiRequest,
): Promise<{ body: T; headers: Headers }> {
  return requestWithHeaders<T>(
    {
      ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
      ...request,
      url: `${config.apiBaseUrl}${request.path}${request.query ? `?${request.query}` : ''}`,
      headers: {
        authorization: `Bearer ${credentials.accessToken}`,
        'linkedin-version': linkedInVersion,
        'x-restli-protocol-version': '2.0.0',
        ...request.headers,
      },
    },
    readLinkedInError,
  );
}

/** URNs go into paths and queries percent-encoded (Rest.li 2.0). */
export const urn = (value: string) => encodeURIComponent(value);

type LiError = { status?: number; serviceErrorCode?: number; code?: string; message?: string };

/** LinkedIn error bodies (learn.microsoft.com, "LinkedIn API Error Handling"). */
export const readLinkedInError: ErrorReader = (status, body) => {
  const error = (typeof body === 'object' && body !== null ? body : {}) as LiError;
  const reason = error.message ?? error.code;
  // 65601: the member revoked the app; 65602: the token was issued to another app.
  if (status === 401 && (error.serviceErrorCode === 65601 || error.code === 'REVOKED_ACCESS_TOKEN'))
    return new NetworkError('reconnect', `LinkedIn token revoked: ${reason}`, { status, reason });
  if (status === 403)
    return new NetworkError('reconnect', `LinkedIn denied access: ${reason}`, { status, reason });
  if (status === 400 || status === 409 || status === 422)
    return new NetworkError('rejected', `LinkedIn refused the request: ${reason}`, { status, reason });
  return undefined;
};
