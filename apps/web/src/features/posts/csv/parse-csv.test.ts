import { describe, expect, it } from 'vitest';
import { CsvUnreadable, parseCsv } from './parse-csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', async () => {
    const text = 'page,message\r\n"Durand, Paris","Fresh bread\r\nsays ""the chef"""\r\nInsta,Plain\r\n';
    expect(await parseCsv(text)).toEqual({
      columns: ['page', 'message'],
      records: [
        { page: 'Durand, Paris', message: 'Fresh bread\r\nsays "the chef"' },
        { page: 'Insta', message: 'Plain' },
      ],
    });
  });

  it('ignores a byte-order mark, blank lines and the case of column names', async () => {
    const table = await parseCsv('\uFEFFPage, Message \n\nDurand,Hello\n\n');
    expect(table).toEqual({ columns: ['page', 'message'], records: [{ page: 'Durand', message: 'Hello' }] });
  });

  it('reads a file saved with semicolons', async () => {
    const table = await parseCsv('page;message\nDurand;Bread, croissants\n');
    expect(table.records).toEqual([{ page: 'Durand', message: 'Bread, croissants' }]);
  });

  it('gives missing cells as empty texts', async () => {
    const table = await parseCsv('page,message,link\nDurand\n');
    expect(table.records).toEqual([{ page: 'Durand', message: '', link: '' }]);
  });

  it('refuses an unterminated quote, naming the row', async () => {
    const error = await parseCsv('page,message\nDurand,ok\nInsta,"never closed\n').catch((caught) => caught);
    expect(error).toBeInstanceOf(CsvUnreadable);
    expect((error as CsvUnreadable).row).toBe(2);
  });
});
