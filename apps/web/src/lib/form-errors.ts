import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { ApiError } from './api.ts';
import { withLimit } from './field-limit.ts';

/**
 * Every problem the schema finds, as form errors: field path → `validation.*` key (the zod issue
 * message). All fields are reported at once, the first issue of each field wins.
 */
export function schemaErrors(schema: z.ZodType, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const max = issue.code === 'too_big' && issue.origin === 'string' ? Number(issue.maximum) : undefined;
    if (!(path in errors)) errors[path] = withLimit(issue.message, max);
  }
  return errors;
}

/** The server's field errors (same paths, same `validation.*` keys, with their limits), or none. */
export function serverFieldErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return {};
  const limits = (error.details.limits ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(error.fields).map(([path, key]) => [
      path,
      withLimit(key, Number(limits[path] ?? Number.NaN)),
    ]),
  );
}

/** True when at least one of the server's field errors names one of the form's fields. */
export function landsOnFields(error: unknown, fields: readonly string[]): boolean {
  return Object.keys(serverFieldErrors(error)).some((path) => fields.includes(path));
}
