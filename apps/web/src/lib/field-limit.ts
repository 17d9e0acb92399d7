/**
 * A form error that says a value is too long keeps its limit with its key
 * (`validation.too_long#80`), so `translateError` can say "80 characters at most" whatever found
 * it: the form's own schema or the server (`details.limits`).
 */
const separator = '#';

export function withLimit(key: string, max: number | undefined): string {
  return key === 'validation.too_long' && max !== undefined && Number.isFinite(max)
    ? `${key}${separator}${max}`
    : key;
}

export function splitLimit(value: string): { key: string; max: number | undefined } {
  const at = value.lastIndexOf(separator);
  if (at < 0) return { key: value, max: undefined };
  const max = Number(value.slice(at + 1));
  return Number.isFinite(max) ? { key: value.slice(0, at), max } : { key: value, max: undefined };
}
