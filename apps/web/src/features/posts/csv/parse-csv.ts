/** A CSV file read as a header and one record per data row (column name → cell text). */
export interface CsvTable {
  /** Column names, trimmed and lower-cased. */
  columns: string[];
  records: Record<string, string>[];
}

export class CsvUnreadable extends Error {
  /** The 1-based data row where reading stopped, when known. */
  readonly row: number | undefined;
  constructor(message: string, row?: number) {
    super(message);
    this.row = row;
  }
}

/**
 * Reads CSV text (RFC 4180: quoted fields, commas and line breaks inside quotes, doubled quotes),
 * with or without a byte-order mark. The separator is detected, so a spreadsheet saved with
 * semicolons (French or German Excel) reads too. Papa Parse loads only when a file is read.
 */
export async function parseCsv(text: string): Promise<CsvTable> {
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  // A one-column file has no separator to detect: Papa Parse says so but reads it right.
  const failure = result.errors.find((error) => error.type !== 'Delimiter');
  if (failure) throw new CsvUnreadable(failure.message, failure.row);
  const [header = [], ...rows] = result.data;
  const columns = header.map((name) => name.trim().toLowerCase());
  const records = rows.map((cells) =>
    Object.fromEntries(columns.map((column, index) => [column, (cells[index] ?? '').trim()])),
  );
  return { columns, records };
}
