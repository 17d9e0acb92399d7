import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import { fakePictureUrl } from '../fake/fake-picture.ts';
import { caughtNetworkError } from '../meta/caught-network-error.ts';
import { graphError } from '../meta/fake-graph.ts';
import { createFacebookPageAdapter } from './adapter.ts';
import { type FakeFacebookPageApi, startFakeFacebookPage } from './fake.ts';

let fake: FakeFacebookPageApi;
let adapter: ReturnType<typeof createFacebookPageAdapter>;
let page: ConnectedPage;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

beforeAll(async () => {
  fake = await startFakeFacebookPage();
  const config = { apiBaseUrl: fake.url, authBaseUrl: fake.url, clientId: 'app-1', clientSecret: 'secret' };
  adapter = createFacebookPageAdapter({ ...config, timeoutMs: 400 });
  const first = fake.state.pages[0];
  if (!first) throw new Error('the fake has no page');
  page = { remoteId: first.id, name: first.name, credentials: { accessToken: first.accessToken } };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.publicContentAccess = true;
  fake.state.publicPages = [
    {
      id: '900800700',
      username: 'CornerBakery',
      name: 'Corner Bakery',
      followers: 5400,
      posts: [
        { id: '900800700_1', createdTime: hoursAgo(30), reactions: 40, comments: 6, shares: 3 },
        // No one shared it: Graph leaves `shares` out.
        { id: '900800700_2', createdTime: hoursAgo(2), reactions: 12, comments: 1 },
      ],
    },
  ];
});

describe('Facebook page: the figures of a competitor', () => {
  it("maps another page's name, picture, followers and latest posts with reactions, comments and shares", async () => {
    const figures = await adapter.readCompetitor?.(page, '@cornerbakery');
    expect(figures).toEqual({
      handle: 'CornerBakery',
      name: 'Corner Bakery',
      pictureUrl: fakePictureUrl(fake, '900800700'),
      followers: 5400,
      posts: [
        { remoteId: '900800700_2', createdAt: expect.stringMatching(/^\d{4}-/), interactions: 13 },
        { remoteId: '900800700_1', createdAt: expect.stringMatching(/^\d{4}-/), interactions: 49 },
      ],
    });
    const posts = fake.calls.filter((call) => call.path.endsWith('/900800700/posts')).at(-1);
    expect(posts?.query.get('limit')).toBe('50');
  });

  it('gives a post Graph shows no reactions or comments for interactions null, not 0', async () => {
    fake.state.publicPages[0]?.posts.push({ id: '900800700_3', createdTime: hoursAgo(1) });
    const figures = await adapter.readCompetitor?.(page, 'CornerBakery');
    expect(figures?.posts[0]).toEqual({
      remoteId: '900800700_3',
      createdAt: expect.any(String),
      interactions: null,
    });
  });

  it('says an alias Graph does not know (803) is not found (404)', async () => {
    const error = await caughtNetworkError(
      adapter.readCompetitor?.(page, 'nobody.here') ?? Promise.resolve(),
    );
    expect(error).toMatchObject({ kind: 'rejected', status: 404 });
  });

  it('refuses, without asking to reconnect, when the app lacks Page Public Content Access', async () => {
    fake.state.publicContentAccess = false;
    const error = await caughtNetworkError(
      adapter.readCompetitor?.(page, 'CornerBakery') ?? Promise.resolve(),
    );
    expect(error).toMatchObject({
      kind: 'rejected',
      status: 403,
      reason: 'page_public_content_access_required',
    });
  });

  it("turns Graph's page request limit into rate_limited", async () => {
    const limit = graphError(32, '(#32) Page request limit reached');
    fake.failNext({ kind: 'status', status: 400, json: limit.json, headers: { 'retry-after': '120' } });
    const error = await caughtNetworkError(
      adapter.readCompetitor?.(page, 'CornerBakery') ?? Promise.resolve(),
    );
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 120 });
  });
});
