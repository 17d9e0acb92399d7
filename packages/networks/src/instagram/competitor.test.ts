import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import { fakePictureUrl } from '../fake/fake-picture.ts';
import { caughtNetworkError } from '../meta/caught-network-error.ts';
import { graphError } from '../meta/fake-graph.ts';
import type { createInstagramAdapter } from './adapter.ts';
import type { FakeInstagramApi } from './fake.ts';
import { connectFakeInstagram } from './test-account.ts';

let fake: FakeInstagramApi;
let adapter: ReturnType<typeof createInstagramAdapter>;
let page: ConnectedPage;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

beforeAll(async () => {
  ({ fake, adapter, page } = await connectFakeInstagram());
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.discoverable = [
    {
      id: '17841400000009999',
      username: 'corner.bakery',
      name: 'Corner Bakery',
      followers: 5400,
      media: [
        { id: '1790101', timestamp: hoursAgo(30), likeCount: 120, commentsCount: 8 },
        // The owner hid the likes: Business Discovery leaves `like_count` out.
        { id: '1790102', timestamp: hoursAgo(2), commentsCount: 5 },
      ],
    },
  ];
});

describe('Instagram: the figures of a competitor', () => {
  it("maps another professional account's name, picture, followers and latest media through Business Discovery", async () => {
    const figures = await adapter.readCompetitor?.(page, '@Corner.Bakery');
    expect(figures).toEqual({
      handle: 'corner.bakery',
      name: 'Corner Bakery',
      pictureUrl: fakePictureUrl(fake, '17841400000009999'),
      followers: 5400,
      posts: [
        { remoteId: '1790102', createdAt: expect.stringMatching(/^\d{4}-/), interactions: 5 },
        { remoteId: '1790101', createdAt: expect.stringMatching(/^\d{4}-/), interactions: 128 },
      ],
    });
    const asked = fake.calls.filter((call) => call.path.endsWith(`/${page.remoteId}`)).at(-1);
    expect(asked?.query.get('fields')).toBe(
      'business_discovery.username(corner.bakery){username,name,profile_picture_url,followers_count,media.limit(50){id,timestamp,like_count,comments_count}}',
    );
  });

  it('gives a media without likes or comments shown interactions null, not 0', async () => {
    fake.state.discoverable[0]?.media.push({ id: '1790103', timestamp: hoursAgo(1) });
    const figures = await adapter.readCompetitor?.(page, 'corner.bakery');
    expect(figures?.posts[0]).toEqual({
      remoteId: '1790103',
      createdAt: expect.any(String),
      interactions: null,
    });
  });

  it('says a username Business Discovery cannot find (unknown or personal) is not found (404)', async () => {
    const error = await caughtNetworkError(
      adapter.readCompetitor?.(page, 'someone.personal') ?? Promise.resolve(),
    );
    expect(error).toMatchObject({ kind: 'rejected', status: 404 });
  });

  it("turns Graph's application request limit into rate_limited", async () => {
    const limit = graphError(4, '(#4) Application request limit reached');
    fake.failNext({ kind: 'status', status: 400, json: limit.json, headers: { 'retry-after': '90' } });
    const error = await caughtNetworkError(
      adapter.readCompetitor?.(page, 'corner.bakery') ?? Promise.resolve(),
    );
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 90 });
  });
});
