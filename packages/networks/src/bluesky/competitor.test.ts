import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import { fakePictureUrl } from '../fake/fake-picture.ts';
import { caughtNetworkError } from '../meta/caught-network-error.ts';
import { createBlueskyAdapter } from './adapter.ts';
import { type BlueskyFake, startFakeBluesky } from './fake.ts';
import { fakeCid } from './fake-state.ts';

let fake: BlueskyFake;
let page: ConnectedPage;
let rivalDid = '';
const adapter = () => createBlueskyAdapter({ apiBaseUrl: fake.url, timeoutMs: 500 });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

beforeAll(async () => {
  fake = await startFakeBluesky();
  fake.addAccount('alice.test', 'app-pass', 12);
  const rival = fake.addAccount('corner-bakery.test', 'rival-pass', 5400);
  rival.displayName = 'Corner Bakery';
  rivalDid = rival.did;
  const remote = (await adapter().connectWithForm?.({ handle: 'alice.test', appPassword: 'app-pass' }))
    ?.pages[0];
  if (!remote) throw new Error('no page');
  page = remote;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.records = [];
  fake.state.postCounts.clear();
});

const post = (rkey: string, createdAt: string, extra: Record<string, unknown> = {}) => {
  const uri = `at://${rivalDid}/app.bsky.feed.post/${rkey}`;
  const value = { $type: 'app.bsky.feed.post', text: `Post ${rkey}`, createdAt, ...extra };
  fake.state.records.push({ uri, cid: fakeCid, repo: rivalDid, rkey, value });
  return uri;
};

describe('Bluesky: the figures of a competitor', () => {
  it("maps another account's profile and its own latest posts with likes, reposts, replies and quotes", async () => {
    const older = post('3kolder0000a', hoursAgo(30));
    const newer = post('3knewer0000a', hoursAgo(2));
    post('3kreply0000a', hoursAgo(1), {
      reply: { root: { uri: older, cid: fakeCid }, parent: { uri: older, cid: fakeCid } },
    });
    fake.state.postCounts.set(older, { likeCount: 20, repostCount: 4, replyCount: 3, quoteCount: 1 });
    fake.state.postCounts.set(newer, { likeCount: 7, repostCount: 0, replyCount: 1, quoteCount: 0 });
    const figures = await adapter().readCompetitor?.(page, '@Corner-Bakery.test');
    expect(figures).toEqual({
      handle: 'corner-bakery.test',
      name: 'Corner Bakery',
      pictureUrl: fakePictureUrl(fake, rivalDid),
      followers: 5400,
      posts: [
        { remoteId: newer, createdAt: expect.stringMatching(/^\d{4}-/), interactions: 8 },
        { remoteId: older, createdAt: expect.any(String), interactions: 28 },
      ],
    });
    const feed = fake.calls.filter((call) => call.path === '/xrpc/app.bsky.feed.getAuthorFeed').at(-1);
    expect(feed?.query.get('actor')).toBe(rivalDid);
    expect(feed?.query.get('limit')).toBe('100');
  });

  it('gives a post the AppView shows no counts for interactions null, not 0', async () => {
    const uri = post('3kbare00000a', hoursAgo(5));
    const figures = await adapter().readCompetitor?.(page, 'corner-bakery.test');
    expect(figures?.posts).toEqual([{ remoteId: uri, createdAt: expect.any(String), interactions: null }]);
  });

  it('says a handle the AppView does not find is not found (404)', async () => {
    const error = await caughtNetworkError(
      adapter().readCompetitor?.(page, 'nobody.test') ?? Promise.resolve(),
    );
    expect(error).toMatchObject({ kind: 'rejected', status: 404 });
  });

  it("turns Bluesky's 429 into rate_limited until RateLimit-Reset", async () => {
    const reset = String(Math.ceil(Date.now() / 1000) + 300);
    fake.failNext(
      {
        kind: 'status',
        status: 429,
        json: { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' },
        headers: { 'ratelimit-reset': reset },
      },
      (request) => request.path.endsWith('app.bsky.feed.getAuthorFeed'),
    );
    const error = await caughtNetworkError(
      adapter().readCompetitor?.(page, 'corner-bakery.test') ?? Promise.resolve(),
    );
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBeGreaterThan(250);
  });
});
