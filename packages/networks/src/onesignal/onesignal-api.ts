import { type HttpRequest, requestJson } from '../http.ts';
import { NetworkError } from '../network-error.ts';

/** Where OneSignal answers: https://onesignal.com, or a fake's URL. */
export type OneSignalApi = { apiBaseUrl: string; timeoutMs?: number };
export type OneSignalKeys = { appId: string; restApiKey: string };

/** One call to OneSignal's REST API (`/api/v1/...`) with the app's REST API key. */
export function callOneSignal<T>(
  api: OneSignalApi,
  keys: OneSignalKeys,
  request: Omit<HttpRequest, 'url' | 'headers'> & { path: string },
): Promise<T> {
  const { path, ...rest } = request;
  return requestJson<T>(
    {
      ...rest,
      url: `${api.apiBaseUrl}${path}`,
      headers: { authorization: authorization(keys.restApiKey) },
      timeoutMs: api.timeoutMs,
    },
    readOneSignalError,
  );
}

/** Newer App API keys (`os_v2_app_…`) go as `Key …`; legacy REST API keys as `Basic …`. */
function authorization(key: string): string {
  return key.startsWith('os_v2_') ? `Key ${key}` : `Basic ${key}`;
}

/** OneSignal answers `{ errors: [...] }` (or an object of errors); its keys never expire. */
export function readOneSignalError(status: number, body: unknown): NetworkError | undefined {
  const said = errorsOf(body);
  const message = `OneSignal answered ${status}: ${said}`;
  if (status === 401 || status === 403) {
    return new NetworkError('reconnect', message, { status, reason: 'onesignal_keys_invalid' });
  }
  if (status === 400 || status === 404) {
    const kind = /app_id|app not found/i.test(said) ? 'reconnect' : 'rejected';
    return new NetworkError(kind, message, {
      status,
      reason: kind === 'reconnect' ? 'onesignal_app_not_found' : said,
    });
  }
  return undefined;
}

export function errorsOf(body: unknown): string {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(errors)) return errors.map(String).join('; ');
  if (errors && typeof errors === 'object') return JSON.stringify(errors);
  return typeof body === 'string' ? body : JSON.stringify(body ?? '');
}

export function appQuery(appId: string): string {
  return new URLSearchParams({ app_id: appId }).toString();
}
