import type { FieldErrors } from '@pagewise/shared/errors';
import { AppError } from './errors.ts';

/**
 * PostgreSQL text cannot hold the NUL character: a request carrying one anywhere in its body
 * or query is refused at the edge, with the field named, before any query can fail on it.
 */
export function refuseNulCharacters(value: unknown): void {
  const fields: FieldErrors = {};
  collect(value, '', fields);
  if (Object.keys(fields).length > 0) throw new AppError('invalid_data', { fields });
}

function collect(value: unknown, path: string, fields: FieldErrors) {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) fields[path || 'body'] = 'validation.invalid';
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries())
      collect(item, path ? `${path}.${index}` : String(index), fields);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collect(item, path ? `${path}.${key}` : key, fields);
  }
}
