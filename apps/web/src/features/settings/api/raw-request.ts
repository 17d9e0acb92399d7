import type { ErrorKey, FieldErrors } from '@pagewise/shared/errors';
import { ApiError } from '../../../lib/api.ts';
import { readStored } from '../../../lib/storage.ts';

type ErrorBody = {
  error?: { key: ErrorKey; message: string; fields?: FieldErrors; details?: Record<string, unknown> };
};

/**
 * An API call whose body or answer is not JSON (a multipart upload, a ZIP archive), with the
 * session's bearer token. A failure becomes the same `ApiError` as `api()` gives.
 */
export async function rawRequest(method: string, path: string, body?: BodyInit): Promise<Response> {
  const token = readStored('token');
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body,
    });
  } catch (cause) {
    throw new ApiError('network_error', 0, cause instanceof Error ? cause.message : 'Network error');
  }
  if (response.ok) return response;
  const error = ((await response.json().catch(() => null)) as ErrorBody | null)?.error;
  throw error
    ? new ApiError(error.key, response.status, error.message, error.fields, error.details)
    : new ApiError('internal_error', response.status, response.statusText);
}
