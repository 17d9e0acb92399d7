import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import { completeDays } from '../figure-days.ts';
import type { GraphClient, GraphParams } from '../meta/graph-client.ts';
import { createThreadsAdapter } from './adapter.ts';
import { type FakeThreadsApi, startFakeThreads } from './fake.ts';
import { readThreadsPageFigures } from './figures.ts';

let fake: FakeThreadsApi;
let adapter: ReturnType<typeof createThreadsAdapter>;
let page: ConnectedPage;

beforeAll(async () => {
  fake = await startFakeThreads();
  adapter = createThreadsAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'app-1',
    clientSecret: 'secret',
    timeoutMs: 400,
    pollIntervalMs: 10,
  });
  const [first] = (await adapter.listPages?.({ accessToken: fake.state.issueUserToken() })) ?? [];
  if (!first) throw new Error('no Threads profile listed');
  page = first;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.posts = [];
  fake.state.insightsLeftOut = [];
});

describe('Threads: figures', () => {
  it("maps a profile's days, oldest first and today excluded, followers and countries on the last", async () => {
    const figures = (await adapter.readPageFigures?.(page, 3)) ?? [];
    expect(figures.map((day) => day.date)).toEqual(completeDays(3));
    expect(figures[0]).toEqual({
      date: figures[0]?.date,
      impressions: 30,
      reactions: 5,
      comments: 3,
      shares: 3,
    });
    expect(figures.at(-1)).toMatchObject({ impressions: 32, followers: 310, countries: { US: 200, FR: 60 } });
    expect(figures.at(-1)).not.toHaveProperty('demographics');
  });

  it('leaves out what Threads has no data for, rather than counting it 0', async () => {
    fake.state.insightsLeftOut = ['likes', 'reposts', 'quotes', 'follower_demographics'];
    const [day] = (await adapter.readPageFigures?.(page, 1)) ?? [];
    expect(day).toEqual({ date: completeDays(1)[0], impressions: 30, comments: 3, followers: 310 });
  });

  it('asks no day before Threads kept insights (13 April 2024)', async () => {
    const asked: GraphParams[] = [];
    const graph = {
      async get(_path: string, _token: string, params: GraphParams = {}) {
        asked.push(params);
        return { data: [] };
      },
    };
    const figures = await readThreadsPageFigures(
      graph as unknown as GraphClient,
      page,
      10,
      new Date('2024-04-15T12:00:00Z'),
    );
    expect(figures.map((day) => day.date)).toEqual(['2024-04-13', '2024-04-14']);
    expect(asked[0]?.since).toBe(1712991600);
  });

  it("maps a post's insights and leaves out a deleted one", async () => {
    const published = await adapter.publish?.(page, { text: 'Figures', idempotencyKey: 'figures-1' });
    const post = fake.state.posts.find((entry) => entry.id === published?.remoteId);
    if (!post) throw new Error('no post');
    post.insights = { views: 120, likes: 9, replies: 2, reposts: 1, quotes: 1 };
    const figures = await adapter.readPostFigures?.(page, [post.id, '404']);
    expect(figures).toEqual([{ remoteId: post.id, impressions: 120, reactions: 9, comments: 2, shares: 2 }]);
  });
});
