import type { ErrorKey, FieldErrors } from '@pagewise/shared/errors';
import { ApiError } from '../../../lib/api.ts';

/**
 * The shared planner's header (`plannerTokenHeader` of @pagewise/shared/collaboration), written
 * here so that a request does not load the collaboration schemas before the answer needs them.
 */
const tokenHeader = 'x-planner-token';

type ErrorPayload = {
  error?: { key: ErrorKey; message: string; fields?: FieldErrors; details?: Record<string, unknown> };
};

/**
 * A call of an external validator: the link's token travels in its header, never in the URL (it
 * would end up in logs) and never with a session token (the link is not a session). Failures read
 * like those of `api`: an `ApiError` with the server's key (`planner_link_invalid` once revoked).
 */
export async function plannerRequest<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', [tokenHeader]: token };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError('network_error', 0, cause instanceof Error ? cause.message : 'Network error');
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => null)) as ErrorPayload | T | null;
  if (!response.ok) {
    const error = (payload as ErrorPayload | null)?.error;
    throw error
      ? new ApiError(error.key, response.status, error.message, error.fields, error.details)
      : new ApiError('internal_error', response.status, response.statusText);
  }
  return payload as T;
}
