import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import { completeDays } from '../figure-days.ts';
import { createPinterestAdapter } from './adapter.ts';
import { type FakePin, type FakePinterest, startFakePinterest } from './fake.ts';

let fake: FakePinterest;
let adapter: ReturnType<typeof createPinterestAdapter>;
let page: ConnectedPage;

beforeAll(async () => {
  fake = await startFakePinterest();
  const config = { apiBaseUrl: fake.url, authBaseUrl: fake.url, clientId: 'cid', clientSecret: 'secret' };
  adapter = createPinterestAdapter({ ...config, timeoutMs: 500 });
  page = { remoteId: 'pu1', name: 'Pagewise', credentials: fake.connect() };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.pins = [];
  fake.state.processingDays = [];
});

const pin = (id: string, analytics: Record<string, number>): FakePin => ({
  id,
  owner: 'pu1',
  board_id: 'b1',
  title: null,
  description: id,
  link: null,
  media_source: {},
  created_at: new Date().toISOString().slice(0, 19),
  analytics,
});

describe('Pinterest: figures', () => {
  it("maps an account's READY days, oldest first, today excluded, followers on the last", async () => {
    const [first, second, last] = completeDays(3);
    fake.state.processingDays = [second ?? ''];
    const figures = await adapter.readPageFigures?.(page, 3);
    const counts = { impressions: 10, shares: 3, linkClicks: 4, videoViews10s: 5 };
    expect(figures).toEqual([
      { date: first, ...counts },
      // A day Pinterest still processes has no figures yet, not zeros.
      { date: second },
      { date: last, ...counts, followers: 870 },
    ]);
    const asked = fake.calls.filter((call) => call.path === '/v5/user_account/analytics').at(-1);
    expect([asked?.query.get('start_date'), asked?.query.get('end_date')]).toEqual([first, last]);
  });

  it('asks no further back than the 90 days Pinterest keeps', async () => {
    expect(await adapter.readPageFigures?.(page, 200)).toHaveLength(89);
  });

  it("maps each Pin's analytics and leaves out a deleted Pin", async () => {
    fake.state.pins.push(
      pin('p1', { IMPRESSION: 300, SAVE: 12, OUTBOUND_CLICK: 9, TOTAL_REACTIONS: 7, TOTAL_COMMENTS: 2 }),
      pin('p2', { IMPRESSION: 40 }),
    );
    const figures = await adapter.readPostFigures?.(page, ['p1', 'p2', 'gone']);
    expect(figures).toEqual([
      { remoteId: 'p1', impressions: 300, shares: 12, clicks: 9, reactions: 7, comments: 2 },
      { remoteId: 'p2', impressions: 40 },
    ]);
  });
});
