import { missingColumns } from './csv/import-rows.ts';
import { CsvUnreadable, parseCsv } from './csv/parse-csv.ts';

/** A chosen import file: its records, or what keeps the whole file from being imported. */
export interface CsvFile {
  records: Record<string, string>[] | null;
  problem: {
    key: 'unreadable' | 'unreadableAt' | 'missingColumns' | 'empty';
    params?: Record<string, string | number>;
  } | null;
}

export async function readImportFile(file: Blob): Promise<CsvFile> {
  try {
    const table = await parseCsv(await file.text());
    const missing = missingColumns(table.columns);
    if (missing.length > 0) {
      return { records: null, problem: { key: 'missingColumns', params: { columns: missing.join(', ') } } };
    }
    if (table.records.length === 0) return { records: null, problem: { key: 'empty' } };
    return { records: table.records, problem: null };
  } catch (error) {
    // Also a file the browser cannot read, or the parser failing to load: the file is not imported.
    if (error instanceof CsvUnreadable && error.row !== undefined) {
      return { records: null, problem: { key: 'unreadableAt', params: { row: error.row } } };
    }
    return { records: null, problem: { key: 'unreadable' } };
  }
}
