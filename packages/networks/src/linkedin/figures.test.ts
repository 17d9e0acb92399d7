import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import { completeDays } from '../figure-days.ts';
import { createLinkedInAdapter } from './adapter.ts';
import { startFakeLinkedIn } from './fake.ts';

let fake: Awaited<ReturnType<typeof startFakeLinkedIn>>;
let adapter: ReturnType<typeof createLinkedInAdapter>;
let page: ConnectedPage;

beforeAll(async () => {
  fake = await startFakeLinkedIn();
  const config = { apiBaseUrl: fake.url, authBaseUrl: fake.url, clientId: 'cid', clientSecret: 'secret' };
  adapter = createLinkedInAdapter({ ...config, timeoutMs: 500 });
  page = { remoteId: 'urn:li:organization:111', name: 'Pagewise Inc.', credentials: fake.connect() };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.posts = [];
});

describe('LinkedIn: figures', () => {
  it("maps an organization's daily share statistics, oldest first, today excluded, followers on the last day", async () => {
    const figures = (await adapter.readPageFigures?.(page, 3)) ?? [];
    expect(figures.map((day) => day.date)).toEqual(completeDays(3));
    const counts = { impressions: 50, reactions: 3, comments: 1, shares: 0, linkClicks: 2 };
    expect(figures[0]).toEqual({ date: figures[0]?.date, ...counts });
    expect(figures.at(-1)).toEqual({ date: figures.at(-1)?.date, ...counts, followers: 4200 });
    // LinkedIn gave no unique impressions by day: reach is not available, not 0.
    expect(figures[0]).not.toHaveProperty('reach');
    const asked = fake.calls
      .filter((call) => call.path === '/rest/organizationalEntityShareStatistics')
      .at(-1);
    expect(asked?.query.get('timeIntervals')).toContain(`start:${Date.parse(completeDays(3)[0] ?? '')}`);
  });

  it('reads no more than the 12 months LinkedIn keeps', async () => {
    const figures = (await adapter.readPageFigures?.(page, 500)) ?? [];
    expect(figures).toHaveLength(365);
  });

  it("maps each post's lifetime statistics and leaves out a deleted one", async () => {
    const statistics = {
      impressionCount: 800,
      uniqueImpressionsCount: 610,
      likeCount: 22,
      commentCount: 4,
      clickCount: 31,
    };
    fake.state.posts.push(
      { id: 'urn:li:share:71', author: page.remoteId, commentary: 'One', createdAt: Date.now(), statistics },
      {
        id: 'urn:li:ugcPost:72',
        author: page.remoteId,
        commentary: 'Two',
        createdAt: Date.now(),
        statistics: {},
      },
    );
    const figures = await adapter.readPostFigures?.(page, [
      'urn:li:share:71',
      'urn:li:ugcPost:72',
      'urn:li:share:404',
    ]);
    expect(figures).toEqual([
      { remoteId: 'urn:li:share:71', impressions: 800, reach: 610, reactions: 22, comments: 4, clicks: 31 },
      { remoteId: 'urn:li:ugcPost:72' },
    ]);
  });
});
