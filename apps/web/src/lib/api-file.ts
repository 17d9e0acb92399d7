import type { ErrorKey } from '@pagewise/shared/errors';
import { ApiError } from './api.ts';
import { readStored } from './storage.ts';

/** A file the API answers (a CSV…), with the session's token. Not `api()`: the answer is not JSON. */
export async function apiFile(path: string): Promise<Blob> {
  const token = readStored('token');
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw new ApiError('network_error', 0, cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as {
      error?: {
        key: ErrorKey;
        message: string;
        fields?: Record<string, string>;
        details?: Record<string, unknown>;
      };
    } | null;
    throw payload?.error
      ? new ApiError(
          payload.error.key,
          response.status,
          payload.error.message,
          payload.error.fields,
          payload.error.details,
        )
      : new ApiError('internal_error', response.status, response.statusText);
  }
  return response.blob();
}
