import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import { completeDays } from '../figure-days.ts';
import { createTwitterAdapter } from './adapter.ts';
import { type FakeTweet, type FakeTwitter, startFakeTwitter } from './fake.ts';

let fake: FakeTwitter;
let adapter: ReturnType<typeof createTwitterAdapter>;
let page: ConnectedPage;

beforeAll(async () => {
  fake = await startFakeTwitter();
  const config = { apiBaseUrl: fake.url, authBaseUrl: fake.url, clientId: 'cid', clientSecret: 'secret' };
  adapter = createTwitterAdapter({ ...config, timeoutMs: 500, sleep: async () => {} });
  page = { remoteId: '1001', name: 'Pagewise Demo', credentials: fake.connect() };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.tweets = [];
});

const tweet = (id: string, sentText: string, ageDays: number, extra: Partial<FakeTweet> = {}): FakeTweet => ({
  id,
  authorId: '1001',
  sentText,
  createdAt: new Date(Date.now() - ageDays * 86_400_000).toISOString(),
  mediaIds: [],
  hidden: false,
  metrics: { impression_count: 900, like_count: 40, retweet_count: 6, reply_count: 3, quote_count: 2 },
  ...extra,
});

describe('X: figures', () => {
  it("gives the account's followers now as the last complete day's, and no other day", async () => {
    expect(await adapter.readPageFigures?.(page, 90)).toEqual([
      { date: completeDays(1)[0], followers: 1200 },
    ]);
  });

  it("maps each tweet's public and non-public figures, and leaves out a deleted tweet", async () => {
    fake.state.tweets.push(
      tweet('11', 'Read https://pagewise.test/a', 2, { linkClicks: 14 }),
      tweet('12', 'No link here', 3),
      tweet('13', 'Old news https://pagewise.test/b', 40),
    );
    const figures = await adapter.readPostFigures?.(page, ['11', '12', '13', '404']);
    const publicFigures = { impressions: 900, reactions: 40, comments: 3, shares: 8 };
    expect(figures).toEqual([
      { remoteId: '11', ...publicFigures, clicks: 14 },
      // X gives link clicks only for a tweet with a link, and only for 30 days: not available, not 0.
      { remoteId: '12', ...publicFigures },
      { remoteId: '13', ...publicFigures },
    ]);
    const lookups = fake.calls.filter((call) => call.path === '/2/tweets' && call.method === 'GET');
    expect(lookups.at(-1)?.query.get('ids')).toBe('11,12');
  });

  it('reads 100 tweets per lookup', async () => {
    const ids = Array.from({ length: 150 }, (_unused, index) => String(500 + index));
    fake.state.tweets.push(...ids.map((id) => tweet(id, `Tweet ${id}`, 1)));
    const figures = (await adapter.readPostFigures?.(page, ids)) ?? [];
    expect(figures.map((entry) => entry.remoteId)).toEqual(ids);
  });
});
