import { pageFiguresBackfillDays, pageFiguresKeptDays } from '@pagewise/shared/reporting';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { sealCredentials } from '../pages/credentials.ts';
import { type PageRow, pages } from '../pages/schema.ts';
import { collectPageFigures, rowOf } from './collect-page-figures.ts';
import { collectFiguresJob } from './jobs.ts';
import { pageFigures } from './schema.ts';

// A clock the tests move forward by whole days; it starts at the real time.
let offsetMs = 0;
let test: TestApp;
let pageId: string;
let accountId: string;
beforeAll(async () => {
  test = await startTestApp({ now: () => new Date(Date.now() + offsetMs) });
  const owner = await buildUser(test);
  accountId = owner.user.accountId;
  pageId = await sandboxPage(test, owner, 'Figures Bakery');
}, 120_000);
afterAll(() => test.close());

const db = () => test.app.context.database.db;
const stored = () =>
  db().select().from(pageFigures).where(eq(pageFigures.pageId, pageId)).orderBy(asc(pageFigures.day));
const day = (back: number) => {
  const now = test.app.context.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - back * 86_400_000)
    .toISOString()
    .slice(0, 10);
};

describe('page figures', () => {
  it('are read back 90 days as soon as the page is connected, up to yesterday, every figure of the sandbox given', async () => {
    // A worker reads the new page's past (collect-figures-now), without waiting for the hourly round.
    await expect.poll(async () => (await stored()).length, { timeout: 15_000 }).toBe(pageFiguresBackfillDays);
    const rows = await stored();
    expect(rows).toHaveLength(pageFiguresBackfillDays);
    expect(rows[0]?.day).toBe(day(pageFiguresBackfillDays));
    expect(rows.at(-1)?.day).toBe(day(1));
    for (const row of rows) {
      expect(row.accountId).toBe(accountId);
      expect(row.impressions).toBeGreaterThan(0);
      expect(row.reach).toBeLessThanOrEqual(row.impressions ?? 0);
      expect(row.videoViews30s).toBeLessThanOrEqual(row.videoViews3s ?? 0);
      // The sandbox gives more countries than reporting keeps (spec §9: the top 45).
      expect(Object.keys(row.countries ?? {})).toHaveLength(45);
    }
    // The audience grows.
    expect(rows.at(-1)?.followers).toBeGreaterThan(rows[0]?.followers ?? 0);
  });

  it('are not read again the same day; two days later, the missing days and the last two again', async () => {
    expect(await collectPageFigures(test.app.context, { pageId })).toEqual({
      pages: 0,
      days: 0,
      failedPages: 0,
    });
    const before = await stored();
    offsetMs += 2 * 86_400_000;
    const outcome = await collectPageFigures(test.app.context, { pageId });
    expect(outcome).toEqual({ pages: 1, days: 4, failedPages: 0 });
    const rows = await stored();
    expect(rows).toHaveLength(before.length + 2);
    expect(rows.at(-1)?.day).toBe(day(1));
    // A day read again replaces what was stored of it.
    const revised = rows.find((row) => row.day === day(3));
    expect(revised?.readAt.getTime()).toBeGreaterThan(before.at(-1)?.readAt.getTime() ?? 0);
  });

  it('forget days older than two years', async () => {
    await db()
      .insert(pageFigures)
      .values({ accountId, pageId, day: day(pageFiguresKeptDays + 1), impressions: 1, readAt: new Date() });
    offsetMs += 86_400_000;
    await collectPageFigures(test.app.context, { pageId });
    const rows = await stored();
    expect(rows.some((row) => row.day === day(pageFiguresKeptDays + 1))).toBe(false);
    expect(rows.at(-1)?.day).toBe(day(1));
  });

  it('are read every hour by the workers', async () => {
    const schedules = await test.app.context.queue.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(collectFiguresJob.name);
  });

  it('keep a figure the network did not give as not available, never 0, and the 45 largest countries', async () => {
    const [page] = await db().select().from(pages).where(eq(pages.id, pageId));
    const countries = Object.fromEntries([...Array(50).keys()].map((rank) => [`C${rank}`, 1000 - rank]));
    const row = rowOf(
      page as PageRow,
      { date: '2026-03-05', impressions: 120, reactions: 0, countries },
      new Date(),
    );
    expect(row).toMatchObject({
      impressions: 120,
      reactions: 0,
      reach: null,
      followers: null,
      demographics: null,
    });
    expect(Object.keys(row.countries ?? {})).toEqual([...Array(45).keys()].map((rank) => `C${rank}`));
  });

  it('go back on a first read as far as the network keeps them, within the two years kept', async () => {
    const asked: number[] = [];
    const networks = test.app.context.networks;
    const longMemory = {
      kind: 'youtube',
      rules: {},
      pageFiguresHistoryDays: 5000,
      async readPageFigures(_page: unknown, days: number) {
        asked.push(days);
        return [];
      },
    };
    const [youtube] = await db()
      .insert(pages)
      .values({
        accountId,
        kind: 'youtube',
        remoteId: `channel-${Date.now()}`,
        name: 'Long memory channel',
        sealedCredentials: sealCredentials(test.app.context.secrets, { accessToken: 'token' }),
      })
      .returning();
    const original = networks.adapter;
    networks.adapter = async (kind) =>
      kind === 'youtube' ? (longMemory as never) : original.call(networks, kind);
    try {
      await collectPageFigures(test.app.context, { pageId: youtube?.id ?? '' });
    } finally {
      networks.adapter = original;
    }
    expect(asked).toEqual([pageFiguresKeptDays]);
  });
});
