import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import { isNetworkError } from '../network-error.ts';
import { createTwitterAdapter } from './adapter.ts';
import { type FakeTwitter, startFakeTwitter } from './fake.ts';

let fake: FakeTwitter;
let adapter: ReturnType<typeof createTwitterAdapter>;
let page: ConnectedPage;

beforeAll(async () => {
  fake = await startFakeTwitter();
  adapter = createTwitterAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'cid',
    clientSecret: 'secret',
    timeoutMs: 500,
  });
  page = { remoteId: '1001', name: 'Pagewise Demo', credentials: fake.connect() };
});
afterAll(() => fake.close());

describe("reading an account's tweets (a Twitter source)", () => {
  it("reads another account's own tweets by its name, newest first, with photos, without replies", async () => {
    fake.tweetAs('2002', 'First thoughts');
    fake.tweetAs('2002', 'With a photo', undefined, ['1950000000001']);
    const first = fake.state.tweets.find((tweet) => tweet.sentText === 'First thoughts');
    if (first) first.createdAt = new Date(Date.now() - 60_000).toISOString();
    fake.tweetAs('2002', '@fan replying to myself', first?.id);
    const posts = await adapter.readAccountPosts?.(page, '@Fan');
    expect(posts?.map((post) => post.text.replace(/ https:\/\/t\.co\/\w+/, ''))).toEqual([
      'With a photo',
      'First thoughts',
    ]);
    expect(posts?.[0]).toMatchObject({
      url: expect.stringMatching(/^https:\/\/x\.com\/fan\/status\/\d+$/),
      imageUrl: 'https://pbs.twimg.com/media/1950000000001.jpg',
      videoUrl: null,
    });
    expect(posts?.[0]?.createdAt).toMatch(/^\d{4}-/);
  });

  it('says an unknown account is not found', async () => {
    const error = await adapter.readAccountPosts?.(page, 'nobody_here').catch((caught: unknown) => caught);
    expect(isNetworkError(error, 'rejected')).toBe(true);
    expect((error as { status?: number }).status).toBe(404);
  });
});
