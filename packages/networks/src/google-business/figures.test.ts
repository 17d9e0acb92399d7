import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import type { FakeApi } from '../fake/fake-api.ts';
import { completeDays } from '../figure-days.ts';
import { createGoogleBusinessAdapter } from './adapter.ts';
import { type FakeGoogleBusinessState, startFakeGoogleBusiness } from './fake.ts';

let fake: FakeApi & { state: FakeGoogleBusinessState };
let adapter: ReturnType<typeof createGoogleBusinessAdapter>;
let page: ConnectedPage;

beforeAll(async () => {
  fake = await startFakeGoogleBusiness();
  const config = { apiBaseUrl: fake.url, authBaseUrl: fake.url, clientId: 'client', clientSecret: 'secret' };
  adapter = createGoogleBusinessAdapter({ ...config, timeoutMs: 300 });
  page = {
    remoteId: 'accounts/111/locations/222',
    name: 'Bakery',
    credentials: { accessToken: fake.state.seed.accessToken, refreshToken: fake.state.seed.refreshToken },
  };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.quietDays = [];
});

describe('Google Business Profile: figures', () => {
  it("maps a location's daily impressions and website clicks, oldest first, today excluded", async () => {
    const [first, quiet, last] = completeDays(3);
    fake.state.quietDays = [quiet ?? ''];
    const figures = await adapter.readPageFigures?.(page, 3);
    // Four impression series of 3 each; a day without `value` counted nothing (0). The API gives no
    // followers, reach or reactions: those are left out, never 0.
    expect(figures).toEqual([
      { date: first, impressions: 12, linkClicks: 3 },
      { date: quiet, impressions: 0, linkClicks: 0 },
      { date: last, impressions: 12, linkClicks: 3 },
    ]);
    const asked = fake.calls.filter((call) => call.path.endsWith(':fetchMultiDailyMetricsTimeSeries')).at(-1);
    const [year, month, day] = (last ?? '').split('-').map(Number);
    expect(asked?.query.get('dailyRange.end_date.year')).toBe(String(year));
    expect(asked?.query.get('dailyRange.end_date.month')).toBe(String(month));
    expect(asked?.query.get('dailyRange.end_date.day')).toBe(String(day));
    expect(asked?.query.getAll('dailyMetrics')).toContain('WEBSITE_CLICKS');
  });

  it('has no post figures: local post insights were retired', () => {
    expect(adapter.readPostFigures).toBeUndefined();
  });
});
