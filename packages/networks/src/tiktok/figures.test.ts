import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import type { FakeApi } from '../fake/fake-api.ts';
import { completeDays } from '../figure-days.ts';
import { createTikTokAdapter } from './adapter.ts';
import { startFakeTikTok } from './fake.ts';
import type { FakePublish, FakeTikTokState } from './fake-state.ts';

let fake: FakeApi & { state: FakeTikTokState };
let page: ConnectedPage;
const adapter = () =>
  createTikTokAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'key',
    clientSecret: 'secret',
  });

beforeAll(async () => {
  fake = await startFakeTikTok();
  page = { remoteId: 'open-id-1', name: 'Bakery', credentials: { accessToken: fake.state.seed.accessToken } };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.publishes = [];
});

const video = (postId: string, counts?: Record<string, number>): FakePublish => ({
  publishId: `v_pub_${postId}`,
  mediaType: 'VIDEO',
  postInfo: { privacy_level: 'PUBLIC_TO_EVERYONE' },
  sourceInfo: {},
  uploaded: 0,
  status: 'PUBLISH_COMPLETE',
  pollsLeft: 0,
  postId,
  createTime: Math.floor(Date.now() / 1000),
  ...(counts ? { counts } : {}),
});

describe('TikTok: figures', () => {
  it("gives the creator's followers now as the last complete day's, and no other day", async () => {
    expect(await adapter().readPageFigures?.(page, 90)).toEqual([
      { date: completeDays(1)[0], followers: 321 },
    ]);
  });

  it("maps each video's counts from video/query, 20 a call, and leaves out one TikTok does not have", async () => {
    fake.state.publishes.push(video('7301'), video('7302', { view_count: 40, like_count: 3 }));
    const unknown = Array.from({ length: 25 }, (_unused, index) => `7400${index}`);
    const figures = await adapter().readPostFigures?.(page, ['7301', '7302', 'v_pub_private', ...unknown]);
    expect(figures).toEqual([
      { remoteId: '7301', videoViews: 100, reactions: 5, comments: 2, shares: 1 },
      // Counts TikTok did not give are left out, never 0.
      { remoteId: '7302', videoViews: 40, reactions: 3 },
    ]);
    const calls = fake.calls.filter((call) => call.path === '/v2/video/query/');
    expect(
      calls.map((call) => (call.body as { filters: { video_ids: string[] } }).filters.video_ids.length),
    ).toEqual([20, 8]);
  });
});
