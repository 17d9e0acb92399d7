import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import type { FakeApi } from '../fake/fake-api.ts';
import { fakePictureUrl } from '../fake/fake-picture.ts';
import { caughtNetworkError } from '../meta/caught-network-error.ts';
import { createYouTubeAdapter } from './adapter.ts';
import { type FakeVideo, type FakeYouTubeState, startFakeYouTube } from './fake.ts';

let fake: FakeApi & { state: FakeYouTubeState };
let adapter: ReturnType<typeof createYouTubeAdapter>;
let page: ConnectedPage;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

beforeAll(async () => {
  fake = await startFakeYouTube();
  const config = { apiBaseUrl: fake.url, authBaseUrl: fake.url, clientId: 'client', clientSecret: 'secret' };
  adapter = createYouTubeAdapter({ ...config, timeoutMs: 300 });
  page = { remoteId: 'UCfake', name: 'Bakery TV', credentials: { accessToken: fake.state.seed.accessToken } };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.otherChannels = [
    { id: 'UCrival', handle: 'CornerBakery', title: 'Corner Bakery', subscriberCount: 5400 },
  ];
  fake.state.videos = [];
});

const video = (
  id: string,
  ageHours: number,
  statistics: Record<string, number>,
  channelId = 'UCrival',
): FakeVideo => ({
  id,
  bytes: 10,
  sha256: '',
  pieces: 1,
  notifySubscribers: true,
  publishedAt: hoursAgo(ageHours),
  snippet: { title: id, description: '' },
  status: { privacyStatus: 'public' },
  statistics,
  channelId,
});

describe('YouTube: the figures of a competitor', () => {
  it("maps another channel's title, avatar, subscribers and latest uploads with likes and comments", async () => {
    fake.state.videos.push(
      video('rv1', 30, { viewCount: 900, likeCount: 40, commentCount: 6 }),
      video('rv2', 2, { viewCount: 300, likeCount: 12, commentCount: 1 }),
      video('own', 1, { viewCount: 50, likeCount: 5, commentCount: 0 }, 'UCfake'),
    );
    const figures = await adapter.readCompetitor?.(page, '@cornerbakery');
    expect(figures).toEqual({
      handle: 'CornerBakery',
      name: 'Corner Bakery',
      pictureUrl: fakePictureUrl(fake, 'UCrival'),
      followers: 5400,
      posts: [
        { remoteId: 'rv2', createdAt: fake.state.videos[1]?.publishedAt, interactions: 13 },
        { remoteId: 'rv1', createdAt: fake.state.videos[0]?.publishedAt, interactions: 46 },
      ],
    });
    expect(fake.callsTo('GET', '/youtube/v3/channels').at(-1)?.query.get('forHandle')).toBe('@cornerbakery');
    expect(fake.callsTo('GET', '/youtube/v3/videos').at(-1)?.query.get('id')).toBe('rv2,rv1');
  });

  it('gives a hidden subscriber count followers null, and a video without likes or comments shown interactions null', async () => {
    const [rival] = fake.state.otherChannels;
    if (rival) rival.hiddenSubscriberCount = true;
    fake.state.videos.push(video('rv3', 3, { viewCount: 80 }));
    const figures = await adapter.readCompetitor?.(page, 'CornerBakery');
    expect(figures?.followers).toBeNull();
    expect(figures?.posts).toEqual([{ remoteId: 'rv3', createdAt: expect.any(String), interactions: null }]);
  });

  it('says a handle YouTube does not know is not found (404)', async () => {
    const error = await caughtNetworkError(adapter.readCompetitor?.(page, 'nobody') ?? Promise.resolve());
    expect(error).toMatchObject({ kind: 'rejected', status: 404 });
  });

  it("turns YouTube's spent quota into rate_limited", async () => {
    fake.failNext(
      {
        kind: 'status',
        status: 403,
        json: {
          error: {
            code: 403,
            message: 'The request cannot be completed because you have exceeded your quota.',
            errors: [{ domain: 'youtube.quota', reason: 'quotaExceeded', message: 'quota' }],
          },
        },
      },
      (request) => request.path === '/youtube/v3/channels',
    );
    const error = await caughtNetworkError(
      adapter.readCompetitor?.(page, 'CornerBakery') ?? Promise.resolve(),
    );
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(60);
  });
});
