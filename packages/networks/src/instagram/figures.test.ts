import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import { completeDays } from '../figure-days.ts';
import type { createInstagramAdapter } from './adapter.ts';
import type { FakeInstagramApi } from './fake.ts';
import { connectFakeInstagram } from './test-account.ts';

let fake: FakeInstagramApi;
let adapter: ReturnType<typeof createInstagramAdapter>;
let page: ConnectedPage;
const dayOfMonth = (date: string) => Number(date.slice(8, 10));

beforeAll(async () => {
  ({ fake, adapter, page } = await connectFakeInstagram());
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.media = [];
  fake.state.insightsLeftOut = [];
});

describe('Instagram: figures', () => {
  it("maps an account's days, oldest first and today excluded, its followers on the last day", async () => {
    const figures = (await adapter.readPageFigures?.(page, 3)) ?? [];
    expect(figures.map((day) => day.date)).toEqual(completeDays(3));
    const [first] = figures;
    const date = dayOfMonth(first?.date ?? '');
    expect(first).toEqual({
      date: first?.date,
      reach: 50 + date,
      impressions: 400 + date,
      reactions: 30 + date,
      comments: 5 + date,
      shares: 2 + date,
    });
    expect(figures.at(-1)).toMatchObject({
      followers: 840,
      countries: { FR: 500, BE: 90 },
      demographics: { 'F.25-34': 310, 'M.25-34': 220, 'F.35-44': 120 },
    });
  });

  it('leaves out what Instagram has no data for, and reads 30 days per reach call', async () => {
    fake.state.insightsLeftOut = ['shares', 'follower_demographics'];
    const before = fake.calls.length;
    const figures = (await adapter.readPageFigures?.(page, 45)) ?? [];
    expect(figures).toHaveLength(45);
    expect(figures.some((day) => 'shares' in day)).toBe(false);
    expect(figures.at(-1)).not.toHaveProperty('countries');
    expect(figures.at(-1)).not.toHaveProperty('demographics');
    expect(figures.at(-1)).not.toHaveProperty('linkClicks');
    const reachCalls = fake.calls.slice(before).filter((call) => call.query.get('metric') === 'reach');
    expect(reachCalls).toHaveLength(2);
  });

  it("maps a media's insights and leaves out a deleted one", async () => {
    fake.state.media.push({
      id: '1790001',
      igUserId: page.remoteId,
      productType: 'FEED',
      mediaType: 'IMAGE',
      caption: 'Bread',
      urls: [],
      itemTypes: ['IMAGE'],
      timestamp: new Date().toISOString(),
      insights: { views: 700, reach: 520, likes: 41, comments: 6 },
    });
    const figures = await adapter.readPostFigures?.(page, ['1790001', '1790404']);
    expect(figures).toEqual([
      { remoteId: '1790001', impressions: 700, reach: 520, reactions: 41, comments: 6 },
    ]);
  });
});
