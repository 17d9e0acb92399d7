import { type Report, reportPeriods, reportSections } from '@pagewise/shared/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { accounts } from '../accounts/schema.ts';
import { reportSeed } from './report-seed.ts';

// Thursday 12 March 2026, 10:00 UTC: yesterday is the 11th.
const now = new Date('2026-03-12T10:00:00Z');
type Who = Awaited<ReturnType<typeof buildUser>>;
let test: TestApp;
let owner: Who;
let stranger: Who;
let bakery: string;
let florist: string;

/** Day `n` of March 2026. */
const march = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  test = await startTestApp({ now: () => now });
  owner = await buildUser(test);
  stranger = await buildUser(test);
  const seed = reportSeed(test.app.context.database.db, owner.user.accountId);
  bakery = await seed.page('Bakery');
  florist = await seed.page('Florist', 'pushwoosh');
  // The bakery: 1 to 11 March; followers grow by 10 a day.
  await seed.days(
    bakery,
    Object.fromEntries(
      Array.from({ length: 11 }, (_, index) => [
        march(index + 1),
        {
          followers: 1000 + index * 10,
          impressions: 100 * (index + 1),
          reach: 50 * (index + 1),
          reactions: index + 1,
          comments: 2,
          shares: 1,
          linkClicks: index % 2,
          videoViews3s: 30,
          videoViews10s: 20,
          countries: { FR: 600 + index, DE: 300, IT: 100 },
          demographics: { 'F.25-34': 400, 'M.25-34': 350 },
        },
      ]),
    ),
  );
  // The florist's network gives no reach or video views: they stay "not available".
  await seed.days(florist, {
    [march(10)]: { followers: 200, impressions: 40, reactions: 4 },
    [march(11)]: { followers: 210, impressions: 60, reactions: 6 },
  });
  await seed.post(bakery, 'Croissants are out', new Date('2026-03-10T08:00:00Z'), {
    impressions: 400,
    reach: 300,
    reactions: 30,
    comments: 6,
    shares: 2,
    clicks: 2,
  });
  await seed.post(bakery, 'Closed on Sunday', new Date('2026-03-11T18:00:00Z'), {
    impressions: 100,
    reactions: 1,
    comments: 0,
    shares: 0,
    clicks: 0,
  });
  await seed.post(bakery, 'Last week', new Date('2026-03-03T09:00:00Z'));
}, 120_000);
afterAll(() => test.close());

async function reportOf(who: Who, section: string, query: string): Promise<Report> {
  const response = await call(test, who, 'GET', `/api/reporting/${section}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Report;
}

describe('a report', () => {
  it('adds the last 7 days up and compares them with the 7 days before, the engagement rate by its formula', async () => {
    const report = await reportOf(owner, 'overview', `period=7d&pageId=${bakery}`);
    expect(report.period).toMatchObject({
      from: march(5),
      to: march(11),
      previousFrom: '2026-02-26',
      previousTo: march(4),
    });
    expect(report.days.map((day) => day.day)).toEqual([5, 6, 7, 8, 9, 10, 11].map(march));
    const impressions = [5, 6, 7, 8, 9, 10, 11].reduce((sum, n) => sum + 100 * n, 0);
    expect(report.figures.impressions).toEqual({ value: impressions, previous: 100 * (1 + 2 + 3 + 4) });
    expect(report.figures.followers).toEqual({ value: 1100, previous: 1030 });
    expect(report.figures.newFollowers?.value).toBe(70);
    const reactions = 5 + 6 + 7 + 8 + 9 + 10 + 11;
    const engagements = reactions + 7 * 2 + 7 * 1 + 3; // link clicks on the even days: 6, 8, 10 → index odd
    expect(report.figures.engagements?.value).toBe(engagements);
    expect(report.figures.engagementRate?.value).toBe(Math.round((engagements / impressions) * 10_000) / 100);
    expect(report.figures.posts).toEqual({ value: 2, previous: 1 });
    // Four days of the period before have no figures: the page says so.
    expect(report.gaps).toEqual([]);
  });

  it('says which figures a network does not give, and which pages miss days', async () => {
    const report = await reportOf(owner, 'overview', 'period=3d');
    expect(report.pages.map((page) => page.name)).toEqual(['Bakery', 'Florist']);
    expect(report.figures.reach?.value).toBe(50 * (9 + 10 + 11));
    const florist = await reportOf(owner, 'overview', `period=3d&pageId=${report.pages[1]?.id}`);
    expect(florist.figures.reach).toEqual({ value: null, previous: null });
    expect(florist.figures.videoViews3s?.value).toBeNull();
    expect(florist.figures.impressions?.value).toBe(100);
    // Pushwoosh gives no daily figures: not available rather than missing.
    expect(florist.gaps).toEqual([{ pageId: report.pages[1]?.id, missingDays: 0, notAvailable: true }]);
  });

  it('names the pages missing days they could have: from their first day held, or from their connection', async () => {
    const seed = reportSeed(test.app.context.database.db, stranger.user.accountId);
    const cafe = await seed.page('Cafe');
    await seed.days(cafe, { [march(1)]: { followers: 10 }, [march(9)]: { followers: 12 } });
    const newcomer = await seed.page('Newcomer', 'sandbox', new Date('2026-03-09T15:00:00Z'));
    const report = await reportOf(stranger, 'overview', 'period=7d');
    expect(report.gaps).toEqual([
      { pageId: cafe, missingDays: 6, notAvailable: false },
      { pageId: newcomer, missingDays: 3, notAvailable: false },
    ]);
  });

  it('answers every section over every period, each with its days, tables and figures', async () => {
    for (const section of reportSections) {
      for (const period of reportPeriods) {
        const custom = period === 'custom' ? '&from=2026-03-02&to=2026-03-08' : '';
        const report = await reportOf(owner, section, `period=${period}${custom}&pageId=${bakery}`);
        expect(report.section).toBe(section);
        expect(report.period.name).toBe(period);
        expect(report.figures.impressions, `${section} ${period}`).toBeDefined();
        const held = period === 'last_month' ? 0 : 1;
        if (['overview', 'audience', 'engagements', 'impressions', 'videos'].includes(section)) {
          expect(report.days.length >= held, `${section} ${period}`).toBe(true);
        }
        if (section === 'demographics' && held) expect(report.countries.length).toBeGreaterThan(0);
        if (section === 'profile') expect(report.profiles).toHaveLength(1);
      }
    }
  });

  it('keeps the top countries and the gender and age bands of the last day', async () => {
    const report = await reportOf(owner, 'demographics', `period=7d&pageId=${bakery}`);
    expect(report.countries).toEqual([
      { code: 'FR', value: 610 },
      { code: 'DE', value: 300 },
      { code: 'IT', value: 100 },
    ]);
    expect(report.demographics).toEqual([
      { gender: 'F', age: '25-34', value: 400 },
      { gender: 'M', age: '25-34', value: 350 },
    ]);
  });

  it('lists the posts of the period by any figure, the best and the worst by engagement rate', async () => {
    const byImpressions = await reportOf(owner, 'posts', `period=7d&pageId=${bakery}&sort=impressions`);
    expect(byImpressions.posts.map((post) => post.text)).toEqual(['Croissants are out', 'Closed on Sunday']);
    expect(byImpressions.posts[0]?.engagementRate).toBe(10);
    expect(byImpressions.postsTotal).toBe(2);
    const top = await reportOf(owner, 'top_posts', `period=7d&pageId=${bakery}`);
    expect(top.posts[0]?.text).toBe('Croissants are out');
    expect(top.worstPosts[0]?.text).toBe('Closed on Sunday');
  });

  it('gives each page its line in the profile section', async () => {
    const report = await reportOf(owner, 'profile', 'period=yesterday');
    const line = report.profiles.find((profile) => profile.pageId === florist);
    expect(line).toMatchObject({ followers: { value: 210, previous: 200 }, newFollowers: { value: 10 } });
  });

  it("reads the periods in the account's time zone, where the day may differ from UTC's", async () => {
    await test.app.context.database.db
      .update(accounts)
      .set({ timeZone: 'Pacific/Kiritimati' })
      .where(eq(accounts.id, owner.user.accountId));
    const report = await reportOf(owner, 'overview', `period=yesterday&pageId=${bakery}`);
    // UTC+14: 10:00 UTC is midnight past on the 13th there, so yesterday is the 12th.
    expect(report.period).toMatchObject({ from: march(12), to: march(12), timeZone: 'Pacific/Kiritimati' });
    const lastMonth = await reportOf(owner, 'overview', `period=last_month&pageId=${bakery}`);
    expect(lastMonth.period).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-28',
      previousFrom: '2026-01-04',
    });
    await test.app.context.database.db
      .update(accounts)
      .set({ timeZone: 'UTC' })
      .where(eq(accounts.id, owner.user.accountId));
  });

  it('refuses a custom period out of order, in the future or too long, naming the field', async () => {
    const cases: [string, Record<string, string>][] = [
      ['period=custom', { from: 'validation.required', to: 'validation.required' }],
      ['period=custom&from=2026-03-05&to=2026-03-01', { to: 'validation.period_order' }],
      ['period=custom&from=2026-03-05&to=2026-04-01', { to: 'validation.period_future' }],
      ['period=custom&from=2024-01-01&to=2026-03-01', { to: 'validation.period_too_long' }],
      ['period=custom&from=2026-02-30&to=2026-03-01', { from: 'validation.date' }],
      ['period=fortnight', { period: 'validation.invalid' }],
    ];
    for (const [query, fields] of cases) {
      const response = await call(test, owner, 'GET', `/api/reporting/overview?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields, query).toEqual(fields);
    }
    const custom = await reportOf(
      owner,
      'overview',
      `period=custom&from=2026-03-01&to=2026-03-02&pageId=${bakery}`,
    );
    expect(custom.figures.impressions).toEqual({ value: 300, previous: null });
    expect(custom.gaps).toEqual([]);
  });

  it('exports each table as CSV with the same numbers, a figure not available left empty', async () => {
    const response = await call(
      test,
      owner,
      'GET',
      `/api/reporting/overview/csv?period=3d&pageId=${florist}&table=days`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = response.body.trim().split('\r\n');
    expect(header?.split(',').slice(0, 4)).toEqual(['day', 'followers', 'impressions', 'reach']);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.split(',').slice(0, 4)).toEqual([march(10), '200', '40', '']);
  });

  it('is another account’s 404, and CSV is for editors and administrators', async () => {
    for (const url of [
      `/api/reporting/overview?pageId=${bakery}`,
      `/api/reporting/posts/csv?pageId=${bakery}&table=posts`,
    ]) {
      const response = await call(test, stranger, 'GET', url);
      expect(response.statusCode, url).toBe(404);
    }
    const viewer = await buildTeamMember(test, owner, 'viewer');
    expect((await call(test, viewer, 'GET', `/api/reporting/overview?pageId=${bakery}`)).statusCode).toBe(
      200,
    );
    const csv = await call(test, viewer, 'GET', `/api/reporting/overview/csv?pageId=${bakery}&table=days`);
    expect(csv.statusCode).toBe(403);
    // A writer limited to the florist does not reach the bakery.
    const writer = await buildTeamMember(test, owner, 'writer', { pageIds: [florist] });
    expect((await call(test, writer, 'GET', `/api/reporting/overview?pageId=${bakery}`)).statusCode).toBe(
      404,
    );
    const all = await reportOf(writer, 'overview', 'period=3d');
    expect(all.pages.map((page) => page.name)).toEqual(['Florist']);
  });
});
