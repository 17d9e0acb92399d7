import { networkKinds } from '@pagewise/shared/networks/kinds';
import type { Page } from '@pagewise/shared/pages';
import { networkTextColumn, pageTextColumn } from '@pagewise/shared/posts/csv-columns';
import {
  minimumScheduleMinutes,
  type PostKind,
  postKinds,
  type SavePostRequest,
  savePostRequest,
} from '@pagewise/shared/posts/post';
import { instantAt } from '@pagewise/shared/time-zones';

/**
 * The columns of an import file; `page` and `message` are required. Texts of their own, as the
 * export writes them, are optional: `text_<network>` for a network, `page_text` for the row's pages.
 */
export const importColumns = [
  'page',
  'message',
  'link',
  'scheduled_at',
  'kind',
  'image_url',
  pageTextColumn,
  ...networkKinds.map(networkTextColumn),
] as const;
export const requiredColumns = ['page', 'message'] as const;

/** Something wrong with one row, as a key of `posts:import.problems` and its figures. */
export interface RowProblem {
  key: string;
  params?: Record<string, string | number>;
}

export interface ImportRow {
  /** 1-based, counting data rows (a quoted line break does not start a new row). */
  row: number;
  /** The page cell as written, and the pages it names that were found. */
  pageText: string;
  pageNames: string[];
  message: string;
  scheduledAt: Date | null;
  problems: RowProblem[];
  /** What is sent when the row has no problem. */
  request: SavePostRequest | null;
}

export function missingColumns(columns: readonly string[]): string[] {
  return requiredColumns.filter((column) => !columns.includes(column));
}

const dateTime =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2})|[ ](\d{1,2})):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * `2025-06-30T14:00:00+02:00` (ISO 8601 with an offset or Z) is that instant; without an offset,
 * `2025-06-30T14:00` or `2025-06-30 14:00` is read on the wall clock of `zone` (the user's zone,
 * else the account's), whatever zone the browser is in. A date that does not exist is refused.
 */
export function parseScheduledAt(text: string, zone: string): Date | null {
  const parts = dateTime.exec(text);
  if (!parts) return null;
  const [year, month, day, minute, second] = [1, 2, 3, 6, 7].map((index) => Number(parts[index] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const hour = Number(parts[4] ?? parts[5]);
  // 2025-02-30 or 25:00 would roll over to another day: a time that does not exist is an error.
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const exists =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCDate() === day &&
    wall.getUTCHours() === hour &&
    wall.getUTCMinutes() === minute &&
    wall.getUTCSeconds() === second;
  if (!exists) return null;
  const offset = parts[8];
  if (offset) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return new Date(instantAt({ year, month, day, hour, minute }, zone).getTime() + second * 1000);
}

function findPages(cell: string, pages: readonly Page[], problems: RowProblem[]): Page[] {
  const names = cell
    .split('|')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) problems.push({ key: 'missingPage' });
  const found: Page[] = [];
  for (const name of names) {
    const byId = pages.find((page) => page.id === name);
    const byName = pages.filter((page) => page.name.trim().toLowerCase() === name.toLowerCase());
    if (byId) found.push(byId);
    else if (byName.length === 1 && byName[0]) found.push(byName[0]);
    else problems.push({ key: byName.length > 1 ? 'ambiguousPage' : 'unknownPage', params: { page: name } });
  }
  return [...new Set(found)];
}

/** The row's texts of its own: blank cells leave the common text. */
function ownTexts(record: Readonly<Record<string, string>>, pages: readonly Page[]) {
  const networkTexts = Object.fromEntries(
    networkKinds.flatMap((kind) => {
      const text = record[networkTextColumn(kind)] ?? '';
      return text.trim() === '' ? [] : [[kind, text]];
    }),
  );
  const pageText = record[pageTextColumn] ?? '';
  const pageTexts = Object.fromEntries(
    pageText.trim() === '' ? [] : pages.map((page) => [page.id, pageText]),
  );
  return { networkTexts, pageTexts };
}

const isWebAddress = (text: string) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(text);

/** Checks each record before anything is sent: the problems the browser can see by itself. */
export function checkImportRows(
  records: readonly Record<string, string>[],
  pages: readonly Page[],
  zone: string,
  now = new Date(),
): ImportRow[] {
  return records.map((record, index) => {
    const problems: RowProblem[] = [];
    const found = findPages(record.page ?? '', pages, problems);
    const message = record.message ?? '';
    if (!message) problems.push({ key: 'missingMessage' });
    const link = record.link ?? '';
    if (link && !isWebAddress(link)) problems.push({ key: 'badLink', params: { value: link } });
    const kind = (record.kind ?? '').toLowerCase() || 'standard';
    if (!postKinds.includes(kind as PostKind)) problems.push({ key: 'unknownKind', params: { value: kind } });
    if (record.image_url) problems.push({ key: 'imageUrl' });
    const dateText = record.scheduled_at ?? '';
    const scheduledAt = dateText ? parseScheduledAt(dateText, zone) : null;
    if (dateText && !scheduledAt) problems.push({ key: 'badDate', params: { value: dateText } });
    if (scheduledAt && scheduledAt.getTime() - now.getTime() < minimumScheduleMinutes * 60_000) {
      problems.push({ key: 'tooSoon', params: { minutes: minimumScheduleMinutes } });
    }
    const request =
      problems.length > 0
        ? null
        : savePostRequest.safeParse({
            intent: scheduledAt ? 'schedule' : 'draft',
            scheduledAt: scheduledAt?.toISOString() ?? null,
            kind,
            pageIds: found.map((page) => page.id),
            message,
            link,
            ...ownTexts(record, found),
          });
    if (request && !request.success) problems.push({ key: 'invalid' });
    return {
      row: index + 1,
      pageText: record.page ?? '',
      pageNames: found.map((page) => page.name),
      message,
      scheduledAt,
      problems,
      request: request?.success ? request.data : null,
    };
  });
}
