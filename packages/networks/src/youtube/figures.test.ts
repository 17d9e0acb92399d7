import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import type { FakeApi } from '../fake/fake-api.ts';
import { completeDays } from '../figure-days.ts';
import { createYouTubeAdapter } from './adapter.ts';
import { type FakeVideo, type FakeYouTubeState, startFakeYouTube } from './fake.ts';

let fake: FakeApi & { state: FakeYouTubeState };
let adapter: ReturnType<typeof createYouTubeAdapter>;
let page: ConnectedPage;

beforeAll(async () => {
  fake = await startFakeYouTube();
  const config = { apiBaseUrl: fake.url, authBaseUrl: fake.url, clientId: 'client', clientSecret: 'secret' };
  adapter = createYouTubeAdapter({ ...config, timeoutMs: 300, uploadTimeoutMs: 300, sleep: async () => {} });
  page = { remoteId: 'UCfake', name: 'Bakery TV', credentials: { accessToken: fake.state.seed.accessToken } };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.videos = [];
  fake.state.reportLacks = [];
});

const video = (id: string, statistics: Record<string, number>): FakeVideo => ({
  id,
  bytes: 10,
  sha256: '',
  pieces: 1,
  notifySubscribers: true,
  publishedAt: new Date().toISOString(),
  snippet: { title: id, description: '' },
  status: { privacyStatus: 'public' },
  statistics,
});

describe('YouTube: figures', () => {
  it("maps a channel's Analytics days, oldest first, today excluded; subscribers and countries on the last", async () => {
    const figures = (await adapter.readPageFigures?.(page, 3)) ?? [];
    expect(figures.map((day) => day.date)).toEqual(completeDays(3));
    const counts = { impressions: 10, reactions: 1, comments: 1, shares: 1 };
    expect(figures[0]).toEqual({ date: figures[0]?.date, ...counts });
    expect(figures.at(-1)).toEqual({
      date: figures.at(-1)?.date,
      ...counts,
      followers: 1200,
      countries: { US: 40, FR: 25, GB: 5 },
    });
    const asked = fake.calls
      .filter((call) => call.path === '/v2/reports')
      .map((call) => call.query.get('endDate'));
    expect(asked).toContain(completeDays(1)[0]);
  });

  it('leaves out a day Analytics has not reported yet, and gives no figure it did not report', async () => {
    const [first, second, last] = completeDays(3);
    fake.state.reportLacks = [second ?? '', last ?? ''];
    const figures = (await adapter.readPageFigures?.(page, 3)) ?? [];
    expect(figures.map((day) => day.date)).toEqual([first, last]);
    expect(figures.at(-1)).toEqual({ date: last, followers: 1200, countries: { US: 40, FR: 25, GB: 5 } });
  });

  it("maps each video's statistics, leaves out a hidden like count and a deleted video", async () => {
    fake.state.videos.push(
      video('v1', { viewCount: 530, likeCount: 44, commentCount: 7 }),
      video('v2', { viewCount: 12, commentCount: 0 }),
    );
    const figures = await adapter.readPostFigures?.(page, ['v1', 'v2', 'gone']);
    expect(figures).toEqual([
      { remoteId: 'v1', videoViews: 530, reactions: 44, comments: 7 },
      { remoteId: 'v2', videoViews: 12, comments: 0 },
    ]);
  });
});
