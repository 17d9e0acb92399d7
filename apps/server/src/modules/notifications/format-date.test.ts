import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

// 14:30 in Paris, summer time: 12:30 UTC.
const at = new Date('2026-07-15T12:30:00Z');

describe("an e-mail's date", () => {
  it("is given in the reader's zone, which the time names, in their language's clock", () => {
    expect(formatDate(at, { language: 'fr', timeZone: 'Europe/Paris' }, true)).toBe(
      '15 juillet 2026 à 14:30 UTC+2',
    );
    expect(formatDate(at, { language: 'en', timeZone: 'America/New_York' }, true)).toBe(
      'July 15, 2026 at 8:30 AM EDT',
    );
    expect(formatDate(at, { language: 'de', timeZone: 'UTC' }, true)).toBe('15. Juli 2026 um 12:30 UTC');
  });

  it("gives the reader's calendar day, which may not be UTC's", () => {
    const lateEvening = new Date('2026-10-25T23:30:00Z');
    expect(formatDate(lateEvening, { language: 'en', timeZone: 'UTC' })).toBe('October 25, 2026');
    expect(formatDate(lateEvening, { language: 'en', timeZone: 'Europe/Paris' })).toBe('October 26, 2026');
    expect(formatDate(null, { language: 'en', timeZone: 'UTC' })).toBe('');
  });
});
