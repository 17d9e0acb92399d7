import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's query and a way to change it in place. Changes made before the next render build
 * on each other: react-router's own functional update starts from the query of the last render, so
 * of two quick changes (a period, then a tab; a first day, then a last) the first would be lost.
 */
export function useAddressQuery(options: { replace?: boolean } = {}) {
  const [query, setQuery] = useSearchParams();
  const rendered = useRef(query);
  const pending = useRef<URLSearchParams | null>(null);
  if (rendered.current !== query) {
    rendered.current = query;
    pending.current = null;
  }
  const replace = options.replace ?? false;
  const change = useCallback(
    (edit: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(pending.current ?? rendered.current);
      edit(next);
      pending.current = next;
      setQuery(next, { replace });
    },
    [setQuery, replace],
  );
  return [query, change] as const;
}

/** Sets each named parameter, or removes it when its value is empty. */
export function setOrDelete(next: URLSearchParams, values: Record<string, string | null | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
}
