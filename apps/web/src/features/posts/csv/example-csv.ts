import { dayIn } from '@pagewise/shared/time-zones';

/** Quotes only where RFC 4180 needs it, so the file stays easy to read and edit. */
const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

interface ExampleTexts {
  /** A scheduled post with a link; its text holds a comma, a quote and a line break on purpose. */
  scheduled: string;
  /** A draft without a date. */
  draft: string;
  /** Used when the account has no page yet. */
  pageName: string;
}

/**
 * An import file the user can open, read and fill in: one scheduled post on the first page,
 * one draft on the first two, tomorrow at 9:00 in `zone` (the zone the import reads it in), in the
 * `YYYY-MM-DD HH:mm` form.
 */
export function exampleCsv(
  pageNames: readonly string[],
  texts: ExampleTexts,
  zone: string,
  now = new Date(),
): string {
  const first = pageNames[0] ?? texts.pageName;
  const both = pageNames.slice(0, 2).join('|') || first;
  // Noon of the zone's today plus a day is in the zone's tomorrow, whatever its offset.
  const today = Date.parse(`${dayIn(now, zone)}T12:00:00Z`);
  const tomorrow = new Date(today + 86_400_000).toISOString().slice(0, 10);
  const rows = [
    // No image_url column: images cannot be imported from an address.
    ['page', 'message', 'link', 'scheduled_at', 'kind'],
    [first, texts.scheduled, 'https://example.com/', `${tomorrow} 09:00`, 'standard'],
    [both, texts.draft, '', '', ''],
  ];
  return `${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}
