import type { Source, SourceItem } from '@pagewise/shared/sources/source';
import { screen } from '@testing-library/react';
import { renderApp } from '../../app/test-utils.tsx';
import { stubDash } from '../pages/test-fixtures.ts';

export { apiError, buildPage, stubDash } from '../pages/test-fixtures.ts';

export const ok = (body: unknown, status = 200) => ({ status, body });
export const slow = { timeout: 5000 };

/** A source as the API answers one: every field, with the given ones replaced. */
export function buildSource(overrides: Partial<Source> = {}): Source {
  return {
    id: 'source-1',
    name: 'Bakery news',
    type: 'rss',
    url: 'https://bakery.example/feed.xml',
    feedUrl: 'https://bakery.example/feed.xml',
    logoUrl: null,
    evergreen: false,
    pageId: null,
    status: 'running',
    errorKey: null,
    lastFetchedUrl: 'https://bakery.example/sourdough',
    lastFetchedAt: '2026-03-02T09:00:00.000Z',
    lastAddedAt: '2026-03-02T08:00:00.000Z',
    nextFetchAt: '2026-03-02T09:15:00.000Z',
    itemCount: 12,
    botCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildItem(overrides: Partial<SourceItem> = {}): SourceItem {
  return {
    id: 'item-1',
    title: 'Sourdough in winter',
    link: 'https://bakery.example/sourdough',
    summary: 'How to keep a starter alive when the kitchen is cold.',
    imageUrl: null,
    thumbnailUrl: null,
    videoUrl: null,
    publishedAt: '2026-03-01T10:00:00.000Z',
    fetchedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

/** An administrator on My sources, whose API answers `answers` besides the session. */
export function stubSources(answers: Parameters<typeof stubDash>[0]) {
  return stubDash(answers);
}

export async function openSources() {
  const view = renderApp('/dash/sources');
  await screen.findByRole('heading', { level: 1, name: 'My sources' }, slow);
  return view;
}

export const sourceRow = (name: string) => screen.getByRole('listitem', { name });
