import { describe, expect, it } from 'vitest';
import { nextReportRun, reportDeliveryDays } from './next-report-run.ts';

const at = (iso: string) => new Date(iso);

describe('when a scheduled report goes out', () => {
  it('is next Monday at 06:00 of the zone, across the spring change of clocks', () => {
    // Paris: UTC+1 until Sunday 29 March 2026, UTC+2 after.
    expect(nextReportRun('weekly', at('2026-03-19T12:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-03-23T05:00:00.000Z',
    );
    expect(nextReportRun('weekly', at('2026-03-23T05:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-03-30T04:00:00.000Z',
    );
    // New York changed on 8 March: the same 06:00 is another UTC hour.
    expect(nextReportRun('weekly', at('2026-03-02T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T10:00:00.000Z',
    );
  });

  it('is the 1st at 06:00 of the zone, across the autumn change and a new year', () => {
    expect(nextReportRun('monthly', at('2026-10-15T00:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-11-01T05:00:00.000Z',
    );
    expect(nextReportRun('monthly', at('2026-12-01T05:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2027-01-01T05:00:00.000Z',
    );
    // Still Monday 00:30 in Paris but Sunday in UTC: the zone's day counts.
    expect(nextReportRun('weekly', at('2026-03-15T23:30:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-03-16T05:00:00.000Z',
    );
  });

  it('covers the last whole week (Monday to Sunday) or month of the zone', () => {
    expect(reportDeliveryDays('weekly', at('2026-03-30T04:05:00Z'), 'Europe/Paris')).toEqual({
      from: '2026-03-23',
      to: '2026-03-29',
    });
    expect(reportDeliveryDays('monthly', at('2026-03-01T05:05:00Z'), 'Europe/Paris')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(reportDeliveryDays('monthly', at('2027-01-01T05:05:00Z'), 'Europe/Paris')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });
});
