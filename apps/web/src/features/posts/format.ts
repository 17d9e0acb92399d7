/** A long text cut at a word boundary near `max` characters, with an ellipsis. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An instant as the user reads it: their language, the date and time of their zone (`useTimeZone`). */
export function formatDateTime(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/**
 * A delay the way people read it: 35 ms, 0.4 s, 2.5 min (under a tenth of a second in
 * milliseconds). Intl writes the unit in the user's language: 0.4 sec, 0,4 s, 0,4 Sek.
 */
export function formatDuration(ms: number, locale: string): string {
  const value = Math.max(0, ms);
  const [amount, unit] =
    value < 100
      ? [value, 'millisecond']
      : value < 60_000
        ? [value / 1000, 'second']
        : [value / 60_000, 'minute'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'millisecond' ? 0 : 1,
  }).format(amount);
}
