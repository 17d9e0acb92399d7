import { describe, expect, it } from 'vitest';
import { exampleCsv } from './example-csv.ts';
import { parseScheduledAt } from './import-rows.ts';

const texts = { scheduled: 'Fresh bread', draft: 'Later', pageName: 'My page' };

describe('exampleCsv', () => {
  it("dates its post tomorrow at 9:00 on the zone's calendar, which the import reads back as such", () => {
    // 12:00 UTC on 5 March is already 6 March, 01:00 in Auckland.
    const now = new Date('2026-03-05T12:00:00Z');
    const csv = exampleCsv(['Bakery'], texts, 'Pacific/Auckland', now);
    expect(csv).toContain(',2026-03-07 09:00,standard\r\n');
    expect(parseScheduledAt('2026-03-07 09:00', 'Pacific/Auckland')?.toISOString()).toBe(
      '2026-03-06T20:00:00.000Z',
    );
    expect(exampleCsv(['Bakery'], texts, 'America/Los_Angeles', now)).toContain(',2026-03-06 09:00,');
  });
});
