import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadEnglish } from '../../app/test-utils.tsx';
import { historyFieldName, historyValueText } from './history-values.ts';

beforeEach(async () => {
  await loadEnglish();
  await i18next.loadNamespaces('posts');
});

const context = (timeZone = 'UTC') => ({
  t: i18next.getFixedT('en', 'posts'),
  locale: 'en',
  timeZone,
  pageNames: new Map([['p1', 'Boulangerie Durand']]),
});

describe('history values', () => {
  it('reads dates, booleans, empty values, statuses and pages in plain words', () => {
    expect(historyValueText('scheduledAt', '2026-03-05T12:00:00.000Z', context())).toMatch(/^Mar 5, 2026/);
    // In the user's zone: 23:30 UTC is already the next morning in Tokyo.
    expect(historyValueText('scheduledAt', '2026-03-05T23:30:00.000Z', context('Asia/Tokyo'))).toMatch(
      /^Mar 6, 2026, 8:30\sAM$/,
    );
    expect(historyValueText('reel', true, context())).toBe('On');
    expect(historyValueText('link', '', context())).toBe('(empty)');
    expect(historyValueText('status', 'error', context())).toBe('Failed');
    expect(historyValueText('pageIds', ['p1', 'p9'], context())).toBe('Boulangerie Durand, p9');
  });

  it('shortens long texts and objects', () => {
    const text = historyValueText('message', 'word '.repeat(100), context());
    expect(text.length).toBeLessThanOrEqual(121);
    expect(text.endsWith('…')).toBe(true);
    expect(historyValueText('poll', { question: 'Bread?', options: ['Yes', 'No'] }, context())).toBe(
      '{"question":"Bread?","options":["Yes","No"]}',
    );
  });

  it('reads texts of their own by network and by page name', async () => {
    await i18next.loadNamespaces('pages');
    expect(historyValueText('networkTexts', { twitter: 'Short for X' }, context())).toBe(
      'X (Twitter): Short for X',
    );
    expect(historyValueText('pageTexts', { p1: 'For the bakery' }, context())).toBe(
      'Boulangerie Durand: For the bakery',
    );
    expect(historyValueText('networkTexts', {}, context())).toBe('(empty)');
    expect(historyFieldName(context().t, 'networkTexts')).toBe('Texts per network');
  });

  it('names known fields and shows unknown ones as they are', () => {
    expect(historyFieldName(context().t, 'message')).toBe('Post text');
    expect(historyFieldName(context().t, 'shareAfterPost')).toBe('shareAfterPost');
  });
});
