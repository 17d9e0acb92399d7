import { describe, expect, it } from 'vitest';
import { buildPage } from '../../pages/test-fixtures.ts';
import { checkImportRows, missingColumns, parseScheduledAt } from './import-rows.ts';

const pages = [
  buildPage({ id: 'p1', name: 'Boulangerie Durand' }),
  buildPage({ id: 'p2', name: 'Durand Insta', kind: 'instagram' }),
  buildPage({ id: 'p3', name: 'Twin' }),
  buildPage({ id: 'p4', name: 'twin' }),
];
const now = new Date(2026, 2, 5, 12, 0);
const paris = 'Europe/Paris';
const newYork = 'America/New_York';

describe('parseScheduledAt', () => {
  it('reads ISO 8601 with an offset as that instant, whatever the zone', () => {
    expect(parseScheduledAt('2026-03-06T10:00:00Z', paris)?.toISOString()).toBe('2026-03-06T10:00:00.000Z');
    expect(parseScheduledAt('2026-03-06T10:00:00+02:00', paris)?.toISOString()).toBe(
      '2026-03-06T08:00:00.000Z',
    );
    expect(parseScheduledAt('2026-03-06T10:00:00-0500', paris)?.toISOString()).toBe(
      '2026-03-06T15:00:00.000Z',
    );
  });

  it('reads a date without an offset on the wall clock of the given zone, not UTC or the browser', () => {
    expect(parseScheduledAt('2026-03-06 09:30', paris)?.toISOString()).toBe('2026-03-06T08:30:00.000Z');
    expect(parseScheduledAt('2026-03-06T09:30', paris)?.toISOString()).toBe('2026-03-06T08:30:00.000Z');
    expect(parseScheduledAt('2026-03-06T09:30:15', newYork)?.toISOString()).toBe('2026-03-06T14:30:15.000Z');
    expect(parseScheduledAt('2026-03-06 9:30', 'UTC')?.toISOString()).toBe('2026-03-06T09:30:00.000Z');
  });

  it('follows the zone across its change of offset (Paris moves to summer time on 2026-03-29)', () => {
    const read = (text: string) => parseScheduledAt(text, paris)?.toISOString();
    expect(read('2026-03-28 10:00')).toBe('2026-03-28T09:00:00.000Z');
    expect(read('2026-03-29 01:59')).toBe('2026-03-29T00:59:00.000Z');
    // 02:30 never shows on Paris clocks that night: the time just after the gap (03:30).
    expect(read('2026-03-29 02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(read('2026-03-29 03:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(read('2026-03-30 10:00')).toBe('2026-03-30T08:00:00.000Z');
    // Back to winter time on 2026-10-25: 02:30 shows twice, the first is taken.
    expect(read('2026-10-25 02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(read('2026-10-26 10:00')).toBe('2026-10-26T09:00:00.000Z');
  });

  it('refuses dates that do not exist or another shape', () => {
    for (const text of [
      '2026-02-30 10:00',
      '2026-03-06 25:00',
      '2026-03-06 10:75',
      '2026-02-30T10:00:00Z',
      '2026-03-06T10:00:60',
      '06/03/2026 10:00',
      'soon',
    ]) {
      expect(parseScheduledAt(text, paris), text).toBeNull();
    }
  });
});

describe('checkImportRows', () => {
  it('reads the texts of their own that the export writes: text_<network> and page_text', () => {
    const [row] = checkImportRows(
      [
        {
          page: 'Boulangerie Durand|Durand Insta',
          message: 'Common text',
          text_instagram: 'For Instagram #bread',
          text_twitter: '  ',
          page_text: 'For these pages',
        },
      ],
      pages,
      'UTC',
      now,
    );
    expect(row?.problems).toEqual([]);
    expect(row?.request).toMatchObject({
      message: 'Common text',
      networkTexts: { instagram: 'For Instagram #bread' },
      pageTexts: { p1: 'For these pages', p2: 'For these pages' },
    });
  });

  it('turns a valid row into a scheduled post, and a row without date into a draft', () => {
    const [scheduled, draft] = checkImportRows(
      [
        {
          page: 'boulangerie durand | p2',
          message: 'Fresh bread',
          link: 'https://example.com/',
          scheduled_at: '2026-03-06 09:30',
          kind: '',
        },
        { page: 'Durand Insta', message: 'Later', link: '', scheduled_at: '', kind: 'Poll' },
      ],
      pages,
      'UTC',
      now,
    );
    expect(scheduled?.problems).toEqual([]);
    expect(scheduled?.pageNames).toEqual(['Boulangerie Durand', 'Durand Insta']);
    expect(scheduled?.request).toMatchObject({
      intent: 'schedule',
      scheduledAt: new Date(2026, 2, 6, 9, 30).toISOString(),
      pageIds: ['p1', 'p2'],
      message: 'Fresh bread',
      link: 'https://example.com/',
      kind: 'standard',
    });
    expect(draft?.request).toMatchObject({
      intent: 'draft',
      scheduledAt: null,
      pageIds: ['p2'],
      kind: 'poll',
    });
  });

  it('lists every problem of a row and sends nothing for it', () => {
    const [row] = checkImportRows(
      [
        {
          page: 'Nowhere|Twin',
          message: '',
          link: 'example',
          scheduled_at: '2026-03-05 12:05',
          kind: 'carousel',
          image_url: 'https://example.com/a.jpg',
        },
      ],
      pages,
      'UTC',
      now,
    );
    expect(row?.request).toBeNull();
    expect(row?.problems).toEqual([
      { key: 'unknownPage', params: { page: 'Nowhere' } },
      { key: 'ambiguousPage', params: { page: 'Twin' } },
      { key: 'missingMessage' },
      { key: 'badLink', params: { value: 'example' } },
      { key: 'unknownKind', params: { value: 'carousel' } },
      { key: 'imageUrl' },
      { key: 'tooSoon', params: { minutes: 10 } },
    ]);
  });

  it('says when no page or an unreadable date is given', () => {
    const [row] = checkImportRows(
      [{ page: ' | ', message: 'Hi', scheduled_at: 'tomorrow' }],
      pages,
      'UTC',
      now,
    );
    expect(row?.problems).toEqual([
      { key: 'missingPage' },
      { key: 'badDate', params: { value: 'tomorrow' } },
    ]);
  });

  it('names the required columns a file lacks', () => {
    expect(missingColumns(['page', 'link'])).toEqual(['message']);
    expect(missingColumns(['message', 'page'])).toEqual([]);
  });
});
