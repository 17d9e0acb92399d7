import type { ErrorKey, FieldErrors } from '@pagewise/shared/errors';
import { readStored } from './storage.ts';

/** A failed API call, carrying the server's stable key and per-field validation keys. */
export class ApiError extends Error {
  readonly key: ErrorKey | 'network_error';
  readonly status: number;
  readonly fields: FieldErrors;
  readonly details: Record<string, unknown>;

  constructor(
    key: ErrorKey | 'network_error',
    status: number,
    message: string,
    fields: FieldErrors = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.key = key;
    this.status = status;
    this.fields = fields;
    this.details = details;
  }
}

type Listener = (error: ApiError) => void;
const sessionEndListeners = new Set<Listener>();
/** Told of every `plan_limit` a change (not a read) meets: the dashboard offers the plans once, for every screen. */
const planLimitListeners = new Set<Listener>();

/** The app shell subscribes here to log the user out when the server says the session is over. */
export function onSessionEnd(listener: Listener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** The dashboard subscribes here to prompt a change of plan wherever the plan refuses an action. */
export function onPlanLimit(listener: Listener): () => void {
  planLimitListeners.add(listener);
  return () => planLimitListeners.delete(listener);
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = readStored('token');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
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
  const payload = (await response.json().catch(() => null)) as
    | { error?: { key: ErrorKey; message: string; fields?: FieldErrors; details?: Record<string, unknown> } }
    | T
    | null;
  if (!response.ok) {
    const error =
      payload && typeof payload === 'object' && 'error' in payload && payload.error
        ? new ApiError(
            payload.error.key,
            response.status,
            payload.error.message,
            payload.error.fields,
            payload.error.details,
          )
        : new ApiError('internal_error', response.status, response.statusText);
    if (
      token &&
      (error.key === 'unauthorized' || error.key === 'session_expired' || error.key === 'user_not_found')
    ) {
      for (const listener of sessionEndListeners) listener(error);
    }
    // A read the plan refuses is said where it is shown; a refused change gets the prompt.
    if (error.key === 'plan_limit' && method !== 'GET') {
      for (const listener of planLimitListeners) listener(error);
    }
    throw error;
  }
  return payload as T;
}
