import { type ErrorKey, errorStatus, type FieldErrors } from '@pagewise/shared/errors';

const englishMessages: Partial<Record<ErrorKey, string>> = {
  invalid_data: 'Some fields are invalid',
  missing_data: 'The request is missing data',
  too_deep: 'The data is nested too deeply',
  missing_email_or_password: 'E-mail and password are required',
  invalid_token: 'This link is invalid or has expired',
  user_already_confirmed: 'This e-mail address is already confirmed',
  email_already_used: 'This e-mail address is already used by another user',
  old_password_mismatch: 'The current password is wrong',
  bad_credentials: 'Wrong e-mail or password',
  email_not_confirmed: 'Confirm your e-mail address before logging in',
  unauthorized: 'Log in to continue',
  session_expired: 'Your session has expired',
  forbidden: 'You are not allowed to do this',
  plan_limit: 'Your plan does not allow this action',
  not_found: 'Not found',
  user_not_found: 'User not found',
  too_many_attempts: 'Too many failed attempts, try again later',
  too_many_requests: 'Too many requests, slow down',
  payload_too_large: 'The request is too large',
  media_too_large: 'This file is heavier than its kind allows',
  storage_quota_exceeded: "The account's storage quota has no room for this file",
  unsupported_media_type: 'Unsupported content type',
  headers_too_large: "The request's address or headers are too long",
  request_timeout: 'The request took too long to arrive',
  service_unavailable: 'The service is starting or unavailable, retry in a moment',
  concurrent_change:
    'This item was changed or deleted by another request at the same time: reload it and try again',
  last_administrator: 'The account needs at least one administrator',
  export_not_ready: 'This archive is not ready',
  inbox_reblock_too_soon: 'A blocked user can be re-blocked only 48 hours after being unblocked',
  inbox_action_unsupported: 'This network does not allow this action',
  internal_error: 'An error occurred',
};

/**
 * The one error services throw: a stable key (translated by clients), the HTTP status that the
 * catalogue in packages/shared assigns to it, field problems and details. Services never import
 * Fastify; the HTTP layer turns this into `{ error: { key, message, fields, details } }`.
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly status: number;
  readonly fields: FieldErrors | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    key: ErrorKey,
    options: {
      message?: string;
      fields?: FieldErrors;
      details?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? englishMessages[key] ?? key, { cause: options.cause });
    this.key = key;
    this.status = errorStatus[key];
    this.fields = options.fields;
    this.details = options.details;
  }
}

export const notFound = () => new AppError('not_found');

/** An account holds `max` of something already: the field that would add one more is refused. */
export const accountHoldsMax = (field: string, max: number, message: string) =>
  new AppError('invalid_data', { message, fields: { [field]: 'validation.too_big' }, details: { max } });
