import type { FormErrors } from '@mantine/form';
import { ApiError } from '../../../lib/api.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';

/**
 * The server's field errors, plus the field a known key belongs to when the server names none:
 * `email_already_used` on the e-mail, `old_password_mismatch` on the password asked for.
 */
export function fieldErrorsOf(error: unknown, passwordField = 'currentPassword'): FormErrors {
  const errors = serverFieldErrors(error);
  if (error instanceof ApiError && error.key === 'email_already_used') errors.email ??= error.key;
  if (error instanceof ApiError && error.key === 'old_password_mismatch') errors[passwordField] ??= error.key;
  return errors;
}

/** True when the failure is told on the form's fields, so no separate alert repeats it. */
export function toldOnFields(error: unknown, fields: readonly string[], passwordField?: string): boolean {
  return Object.keys(fieldErrorsOf(error, passwordField)).some((path) => fields.includes(path));
}
