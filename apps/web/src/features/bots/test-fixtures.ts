import type { Bot } from '@pagewise/shared/bots';
import { screen } from '@testing-library/react';
import { renderApp } from '../../app/test-utils.tsx';
import type { Catalogue } from './api/get-catalogue.ts';

export { apiError, buildPage, stubDash } from '../pages/test-fixtures.ts';
export { buildSource } from '../sources/test-fixtures.ts';

export const ok = (body: unknown, status = 200) => ({ status, body });
export const slow = { timeout: 5000 };

/** A bot as the API answers one: every field, with the given ones replaced. */
export function buildBot(overrides: Partial<Bot> = {}): Bot {
  return {
    id: 'bot-1',
    page: { id: 'p1', name: 'Boulangerie Durand', kind: 'facebook_page' },
    name: 'Bread news',
    type: 'custom',
    language: null,
    topic: null,
    subcategory: null,
    autoSources: true,
    sourceIds: [],
    prefix: '',
    suffix: '',
    hashtags: '',
    bannedWords: [],
    inclusionTags: [],
    mentionReplacements: [],
    hashtagReplacements: [],
    dailyLimit: 5,
    frequency: '1h',
    utm: '',
    shareAsStory: false,
    shareTopPosts: false,
    optimizeTraffic: false,
    contentType: 'text_image',
    textOrigin: 'title',
    pinterestBoard: null,
    repostAfterPosting: false,
    linkPosition: 'post',
    enabled: true,
    status: 'running',
    disabledReason: null,
    lastRunAt: null,
    nextRunAt: null,
    postedToday: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The suggested sources of the US market, labels in English. */
export const usCatalogue: Catalogue = {
  language: 'us',
  topics: [
    {
      key: 'food',
      label: 'Food and drink',
      subcategories: [
        { key: 'baking', label: 'Baking' },
        { key: 'wine', label: 'Wine' },
      ],
    },
    { key: 'technology', label: 'Technology', subcategories: [{ key: 'general', label: 'General' }] },
  ],
  sources: [
    {
      key: 'us.food.baking.kingarthur',
      name: 'King Arthur Baking',
      siteUrl: 'https://www.kingarthurbaking.com',
      feedUrl: 'https://www.kingarthurbaking.com/feed',
      topic: 'food',
      subcategory: 'baking',
    },
    {
      key: 'us.food.baking.sallys',
      name: "Sally's Baking",
      siteUrl: 'https://sallysbakingaddiction.com',
      feedUrl: 'https://sallysbakingaddiction.com/feed',
      topic: 'food',
      subcategory: 'baking',
    },
    {
      key: 'us.food.wine.winefolly',
      name: 'Wine Folly',
      siteUrl: 'https://winefolly.com',
      feedUrl: 'https://winefolly.com/feed',
      topic: 'food',
      subcategory: 'wine',
    },
    {
      key: 'us.technology.general.verge',
      name: 'The Verge',
      siteUrl: 'https://www.theverge.com',
      feedUrl: 'https://www.theverge.com/rss/index.xml',
      topic: 'technology',
      subcategory: 'general',
    },
  ],
};

export async function openBots(path = '/dash/bots') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Bots' }, slow);
  return view;
}

export const botRow = (name: string) => screen.getByRole('listitem', { name });

/** The body of the last `method` call. */
export function sentBody(fetchStub: typeof fetch, method: string): Record<string, unknown> {
  const calls = (fetchStub as unknown as { mock: { calls: [unknown, RequestInit | undefined][] } }).mock
    .calls;
  const call = calls.filter(([, init]) => init?.method === method).at(-1);
  return JSON.parse(String(call?.[1]?.body));
}
