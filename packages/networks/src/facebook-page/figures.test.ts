import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import { completeDays } from '../figure-days.ts';
import { createFacebookPageAdapter } from './adapter.ts';
import { type FakeFacebookPageApi, startFakeFacebookPage } from './fake.ts';

let fake: FakeFacebookPageApi;
let adapter: ReturnType<typeof createFacebookPageAdapter>;
let page: ConnectedPage;
const dayOfMonth = (date: string) => Number(date.slice(8, 10));

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
  fake.state.posts = [];
  fake.state.insightsLeftOut = [];
});

describe('Facebook page: figures', () => {
  it("maps a page's days from Page Insights' current metrics, oldest first, today excluded", async () => {
    const figures = (await adapter.readPageFigures?.(page, 3)) ?? [];
    expect(figures.map((day) => day.date)).toEqual(completeDays(3));
    const last = figures.at(-1);
    const date = dayOfMonth(last?.date ?? '');
    expect(last).toEqual({
      date: last?.date,
      followers: 1000 + date,
      impressions: 500 + date,
      reach: 300 + date,
      reactions: 10 + date + 2 + 1,
      videoViews3s: 80 + date,
      videoViews30s: 20 + date,
      countries: { FR: 600 + date, BE: 120, CA: 40 },
    });
    const asked = fake.calls.filter((call) => call.path.endsWith(`/${page.remoteId}/insights`)).at(-2);
    expect(asked?.query.get('metric')).toContain('page_media_view');
    expect(asked?.query.get('metric')).not.toContain('page_impressions');
  });

  it('leaves out a figure Page Insights has no data for, rather than counting it 0', async () => {
    fake.state.insightsLeftOut = ['page_video_complete_views_30s', 'page_follows_country'];
    const [day] = (await adapter.readPageFigures?.(page, 1)) ?? [];
    expect(day).toHaveProperty('videoViews3s');
    expect(day).not.toHaveProperty('videoViews30s');
    expect(day).not.toHaveProperty('countries');
    expect(day).not.toHaveProperty('comments');
  });

  it('reads a backfill longer than 90 days in calls of at most 90 days', async () => {
    const before = fake.calls.length;
    const figures = (await adapter.readPageFigures?.(page, 200)) ?? [];
    expect(figures.map((day) => day.date)).toEqual(completeDays(200));
    expect(figures.every((day) => day.impressions === 500 + dayOfMonth(day.date))).toBe(true);
    const calls = fake.calls
      .slice(before)
      .filter((call) => call.query.get('metric') === 'page_follows_country');
    const spans = calls.map(
      (call) => (Number(call.query.get('until')) - Number(call.query.get('since'))) / 86_400,
    );
    expect(spans).toEqual([90, 90, 20]);
  });

  it("maps each post's insights, comments and shares, and leaves out a deleted post", async () => {
    const created = await adapter.publish?.(page, { text: 'Bread', idempotencyKey: 'figures-1' });
    const post = fake.state.posts.find((entry) => entry.id === created?.remoteId);
    if (!post) throw new Error('no post');
    post.insights = {
      post_media_view: 900,
      post_total_media_view_unique: 640,
      post_reactions_by_type_total: { like: 30, love: 4 },
      post_clicks: 25,
    };
    fake.state.comments.push({
      id: 'c1',
      postId: post.id,
      message: 'Yum',
      from: { id: 'u1', name: 'Ana' },
      createdTime: new Date().toISOString(),
      hidden: false,
    });
    const figures = await adapter.readPostFigures?.(page, [post.id, `${page.remoteId}_404`]);
    expect(figures).toEqual([
      { remoteId: post.id, impressions: 900, reach: 640, reactions: 34, comments: 1, shares: 0, clicks: 25 },
    ]);
    post.shares = 3;
    const [again] = (await adapter.readPostFigures?.(page, [post.id])) ?? [];
    expect(again?.shares).toBe(3);
    expect(again).not.toHaveProperty('videoViews');
  });
});
