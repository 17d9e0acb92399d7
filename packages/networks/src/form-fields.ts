import { NetworkError } from './network-error.ts';

/**
 * The trimmed values of a connection form's required fields. Spec §5: push-service forms
 * require every field; each missing one is named, in `reason` as `fields.required:a,b`.
 */
export function requireFields<const Name extends string>(
  fields: Record<string, string>,
  names: readonly Name[],
): Record<Name, string> {
  const values = {} as Record<Name, string>;
  const missing: Name[] = [];
  for (const name of names) {
    const value = fields[name]?.trim() ?? '';
    if (value) values[name] = value;
    else missing.push(name);
  }
  if (missing.length > 0) {
    throw new NetworkError(
      'rejected',
      `Missing field${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`,
      {
        reason: `fields.required:${missing.join(',')}`,
      },
    );
  }
  return values;
}
