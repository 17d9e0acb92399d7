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

describe('parseScheduledAt', () => {
  it('reads ISO 8601 with or without an offset', () => {
    expect(parseScheduledAt('2026-03-06T10:00:00Z')?.toISOString()).toBe('2026-03-06T10:00:00.000Z');
    expect(parseScheduledAt('2026-03-06T10:00:00+02:00')?.toISOString()).toBe('2026-03-06T08:00:00.000Z');
  });

  it('reads YYYY-MM-DD HH:mm in the local time zone', () => {
    expect(parseScheduledAt('2026-03-06 09:30')).toEqual(new Date(2026, 2, 6, 9, 30));
  });

  it('refuses dates that do not exist or another shape', () => {
    for (const text of [
      '2026-02-30 10:00',
      '2026-03-06 25:00',
      '2026-03-06 10:75',
      '06/03/2026 10:00',
      'soon',
    ]) {
      expect(parseScheduledAt(text), text).toBeNull();
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
    const [row] = checkImportRows([{ page: ' | ', message: 'Hi', scheduled_at: 'tomorrow' }], pages, now);
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
