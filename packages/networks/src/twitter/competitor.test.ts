import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import { caughtNetworkError } from '../meta/caught-network-error.ts';
import { createTwitterAdapter } from './adapter.ts';
import { type FakeTweet, type FakeTwitter, startFakeTwitter } from './fake.ts';

let fake: FakeTwitter;
let adapter: ReturnType<typeof createTwitterAdapter>;
let page: ConnectedPage;

beforeAll(async () => {
  fake = await startFakeTwitter();
  const config = { apiBaseUrl: fake.url, authBaseUrl: fake.url, clientId: 'cid', clientSecret: 'secret' };
  adapter = createTwitterAdapter({ ...config, timeoutMs: 500 });
  page = { remoteId: '1001', name: 'Pagewise Demo', credentials: fake.connect() };
  fake.state.users.push({ id: '3003', name: 'Corner Bakery', username: 'CornerBakery', followers: 5400 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.tweets = [];
});

const tweet = (
  id: string,
  authorId: string,
  ageHours: number,
  extra: Partial<FakeTweet> = {},
): FakeTweet => ({
  id,
  authorId,
  sentText: `Tweet ${id}`,
  createdAt: new Date(Date.now() - ageHours * 3_600_000).toISOString(),
  mediaIds: [],
  hidden: false,
  metrics: { impression_count: 900, like_count: 40, retweet_count: 6, reply_count: 3, quote_count: 2 },
  ...extra,
});

describe('X: the figures of a competitor', () => {
  it("maps another account's followers, picture and latest posts with their public interactions", async () => {
    fake.state.tweets.push(tweet('71', '3003', 30), tweet('72', '3003', 2), tweet('73', '1001', 1));
    const figures = await adapter.readCompetitor?.(page, '@cornerbakery');
    expect(figures).toEqual({
      handle: 'CornerBakery',
      name: 'Corner Bakery',
      pictureUrl: expect.stringMatching(/3003_400x400\.png$/),
      followers: 5400,
      posts: [
        { remoteId: '72', createdAt: fake.state.tweets[1]?.createdAt, interactions: 51 },
        { remoteId: '71', createdAt: fake.state.tweets[0]?.createdAt, interactions: 51 },
      ],
    });
    const lookup = fake.calls.filter((call) => call.path === '/2/users/by/username/cornerbakery').at(-1);
    expect(lookup?.query.get('user.fields')).toBe('public_metrics,profile_image_url,name');
    const timeline = fake.calls.filter((call) => call.path === '/2/users/3003/tweets').at(-1);
    expect(timeline?.query.get('tweet.fields')).toBe('public_metrics,created_at');
    expect(timeline?.query.get('max_results')).toBe('100');
  });

  it('gives a post X shows no counts for interactions null, not 0', async () => {
    fake.state.tweets.push(tweet('74', '3003', 1, { withoutPublicMetrics: true }));
    const figures = await adapter.readCompetitor?.(page, 'CornerBakery');
    expect(figures?.posts).toEqual([{ remoteId: '74', createdAt: expect.any(String), interactions: null }]);
  });

  it('says an unknown name is not found (404)', async () => {
    const error = await caughtNetworkError(
      adapter.readCompetitor?.(page, 'nobody_here') ?? Promise.resolve(),
    );
    expect(error).toMatchObject({ kind: 'rejected', status: 404 });
  });

  it("turns X's 429 into rate_limited until the window's reset", async () => {
    const reset = String(Math.ceil(Date.now() / 1000) + 120);
    fake.failNext(
      {
        kind: 'status',
        status: 429,
        json: { title: 'Too Many Requests', status: 429 },
        headers: { 'x-rate-limit-reset': reset },
      },
      (request) => request.path.endsWith('/tweets'),
    );
    const error = await caughtNetworkError(
      adapter.readCompetitor?.(page, 'CornerBakery') ?? Promise.resolve(),
    );
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBeGreaterThan(100);
  });
});
