import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { NetworkError } from './network-error.ts';

export type HttpRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON, unless `form` is given. */
  json?: unknown;
  form?: Record<string, string>;
  body?: RequestInit['body'];
  timeoutMs?: number;
  /**
   * True for a call that changes something on the network (publish, delete, reply): a time-out
   * or a dropped connection then means the outcome is unknown, not that nothing happened.
   */
  mutates?: boolean;
  /** Statuses besides 2xx that are answers, not errors (a resumable upload's 308 Resume Incomplete). */
  answers?: number[];
  /**
   * A media piece: its bytes go out over node:http as they are, parts one after another (a
   * multipart envelope around a segment). fetch would copy them first, and the copies of a long
   * upload's pieces wait for the garbage collector (over 100 MB for 1 GB). No redirect is
   * followed; the time-out is of silence, not of the whole call.
   */
  bytes?: Uint8Array | readonly Uint8Array[];
};

type Exchange = { status: number; headers: Headers; text: string };

/**
 * Reads what the network says about an error; each adapter knows its own error body. Headers
 * carry some networks' throttling hints (Graph's X-Business-Use-Case-Usage).
 */
export type ErrorReader = (status: number, body: unknown, headers: Headers) => NetworkError | undefined;

const defaultTimeoutMs = 20_000;

/**
 * One HTTP call to a network, with a time-out, turning every failure into a NetworkError whose
 * kind says what to do. `readError` lets an adapter recognise its network's error codes first.
 */
export async function requestJson<T>(request: HttpRequest, readError?: ErrorReader): Promise<T> {
  return (await requestWithHeaders<T>(request, readError)).body;
}

/** The same call, also giving the answer's headers (LinkedIn returns a new post's id in `x-restli-id`). */
export async function requestWithHeaders<T>(
  request: HttpRequest,
  readError?: ErrorReader,
): Promise<{ body: T; headers: Headers; status: number }> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: RequestInit['body'] = request.body;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  let response: Exchange;
  try {
    response = request.bytes
      ? await sendBytes(request, headers, request.bytes)
      : await exchange(request, headers, body);
  } catch (cause) {
    const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
    const what = timedOut ? 'timed out' : 'could not be reached';
    throw new NetworkError(
      request.mutates ? 'unknown_outcome' : 'server_error',
      `${request.method ?? 'GET'} ${hostOf(request.url)} ${what}`,
      {
        cause,
      },
    );
  }
  const parsed = parseJson(response.text);
  const ok = response.status >= 200 && response.status <= 299;
  if (ok || request.answers?.includes(response.status))
    return { body: (parsed ?? {}) as T, headers: response.headers, status: response.status };
  throw (
    readError?.(response.status, parsed, response.headers) ??
    errorFromStatus(response, parsed ?? response.text, request)
  );
}

async function exchange(
  request: HttpRequest,
  headers: Record<string, string>,
  body: RequestInit['body'],
): Promise<Exchange> {
  const response = await fetch(request.url, {
    method: request.method ?? 'GET',
    headers,
    body,
    signal: AbortSignal.timeout(request.timeoutMs ?? defaultTimeoutMs),
    // A 308 that is an answer (no Location) must not be followed.
    redirect: request.answers ? 'manual' : 'follow',
  });
  const text = await response.text().catch(() => '');
  return { status: response.status, headers: response.headers, text };
}

function sendBytes(
  request: HttpRequest,
  headers: Record<string, string>,
  bytes: Uint8Array | readonly Uint8Array[],
): Promise<Exchange> {
  const send = request.url.startsWith('https:') ? httpsRequest : httpRequest;
  const parts = bytes instanceof Uint8Array ? [bytes] : bytes;
  const length = parts.reduce((sum, part) => sum + part.byteLength, 0);
  return new Promise((resolve, reject) => {
    const outgoing = send(
      request.url,
      {
        method: request.method ?? 'PUT',
        headers: { ...headers, 'content-length': String(length) },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: new Headers(
              Object.entries(incoming.headers).flatMap(([name, value]) =>
                value === undefined ? [] : [[name, String(value)] as [string, string]],
              ),
            ),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.setTimeout(request.timeoutMs ?? defaultTimeoutMs, () => {
      const error = new Error('timed out');
      error.name = 'TimeoutError';
      outgoing.destroy(error);
    });
    outgoing.on('error', reject);
    for (const part of parts) outgoing.write(part);
    outgoing.end();
  });
}

function errorFromStatus(
  response: Pick<Exchange, 'status' | 'headers'>,
  body: unknown,
  request: HttpRequest,
): NetworkError {
  const status = response.status;
  const summary = typeof body === 'string' ? body.slice(0, 300) : JSON.stringify(body)?.slice(0, 300);
  const message = `${request.method ?? 'GET'} ${hostOf(request.url)} answered ${status}: ${summary}`;
  if (status === 429) {
    return new NetworkError('rate_limited', message, {
      status,
      retryAfterSeconds: retryAfter(response.headers) ?? 60,
    });
  }
  if (status === 401) return new NetworkError('token_expired', message, { status });
  if (status === 403) return new NetworkError('reconnect', message, { status });
  if (status >= 500) {
    // A gateway time-out after a write may hide a post that was in fact published.
    const kind = request.mutates && (status === 502 || status === 504) ? 'unknown_outcome' : 'server_error';
    return new NetworkError(kind, message, { status, retryAfterSeconds: retryAfter(response.headers) });
  }
  return new NetworkError('rejected', message, { status, reason: summary });
}

/** Retry-After in seconds or as an HTTP date. */
export function retryAfter(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** A call to a REST API by path, with optional query values (undefined ones are left out). */
export type ApiCall = Omit<HttpRequest, 'url'> & { path: string; query?: Record<string, string | undefined> };

/** One call to a network's REST API with an OAuth bearer token, read by the network's error reader. */
export function bearerRequest<T>(
  api: { apiBaseUrl: string; timeoutMs?: number },
  accessToken: string,
  call: ApiCall,
  readError?: ErrorReader,
): Promise<T> {
  const { path, query, ...request } = call;
  const url = new URL(path, api.apiBaseUrl);
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(name, value);
  return requestJson<T>(
    {
      ...(api.timeoutMs ? { timeoutMs: api.timeoutMs } : {}),
      ...request,
      url: url.toString(),
      headers: { authorization: `Bearer ${accessToken}`, ...request.headers },
    },
    readError,
  );
}
