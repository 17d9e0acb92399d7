import type { FieldErrors } from '@pagewise/shared/errors';
import { AppError } from './errors.ts';

/**
 * Levels of nesting a request may have. The deepest form of the product (a bot's replacements)
 * nests four; a JSON value deeper than this is refused before any code walks it.
 */
export const maxInputDepth = 32;

/** Field errors listed at most: enough to show, not a second copy of a hostile body. */
const maxListedFields = 50;

/**
 * Text PostgreSQL cannot hold, or holds wrongly: the NUL character, and unpaired UTF-16 surrogates
 * (JSON lets `"\ud800"` through; text columns silently store U+FFFD, jsonb refuses it).
 */
const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || unpairedSurrogate.test(text);

type Visit = { value: unknown; depth: number; key: string; parent: Visit | undefined };

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let current: Visit | undefined = visit; current?.parent; current = current.parent)
    keys.push(current.key);
  return keys.reverse().join('.');
}

/** The field of the request a visit is in (the body itself when that is not an object). */
function fieldOf(visit: Visit): string {
  let current = visit;
  while (current.parent?.parent) current = current.parent;
  return current.parent && !Array.isArray(current.parent.value) ? current.key : 'body';
}

/**
 * Refuses, at the edge and before any other code reads it, a request part (body, query, path
 * parameters) nested deeper than `maxInputDepth` (`too_deep`), or holding text PostgreSQL cannot
 * store, in a value or a key (`invalid_data`, each such field named). The walk keeps its own stack:
 * no input, however deep, can overflow the call stack.
 */
export function refuseUnsafeInput(input: unknown): void {
  const fields: FieldErrors = {};
  let listed = 0;
  const refuse = (visit: Visit) => {
    if (listed >= maxListedFields) return;
    const path = pathOf(visit) || 'body';
    if (!(path in fields)) listed += 1;
    fields[path] = 'validation.invalid_characters';
  };
  const stack: Visit[] = [{ value: input, depth: 0, key: '', parent: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (unstorable(value)) refuse(visit);
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (visit.depth >= maxInputDepth) {
      throw new AppError('too_deep', {
        fields: { [fieldOf(visit)]: 'validation.too_deep' },
        details: { maxDepth: maxInputDepth },
      });
    }
    const isArray = Array.isArray(value);
    for (const key of Object.keys(value)) {
      const child: Visit = {
        value: (value as Record<string, unknown>)[key],
        depth: visit.depth + 1,
        key,
        parent: visit,
      };
      if (!isArray && unstorable(key)) refuse(child);
      stack.push(child);
    }
  }
  if (listed > 0) throw new AppError('invalid_data', { fields });
}
