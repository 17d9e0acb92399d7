import type { OptimalTimes } from '@pagewise/shared/planner';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, connectedPage, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { pages } from '../pages/schema.ts';
import { postTargets } from '../posts/schema.ts';
import { peakHours } from '../sandbox/activity.ts';
import { measurePostMetrics } from './measure-post-metrics.ts';
import { networkTimes } from './network-times.ts';
import { readPostMetricsJob } from './post-metrics-job.ts';
import { insertPost } from './test-publications.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

const today = new Date('2030-03-01T00:00:00Z');
let clock = today;
let test: TestApp;
let owner: Who;

/** Publishes on the sandbox at `when` (its clock), and records the publication as the engine would. */
async function postedAt(pageId: string, when: Date) {
  const adapter = await test.app.context.networks.adapter('sandbox');
  clock = when;
  const published = await adapter.publish?.(await connectedPage(test, pageId), {
    text: `Posted at ${when.toISOString()}`,
    idempotencyKey: `metrics-${pageId}-${when.toISOString()}`,
  });
  clock = today;
  const { targetIds } = await insertPost(test, owner, {
    scheduledAt: when,
    publications: [
      { pageId, status: 'posted', dueAt: when, postedAt: when, remoteId: published?.remoteId ?? null },
    ],
  });
  return { targetId: targetIds[0] ?? '', remoteId: published?.remoteId ?? '' };
}

const targetRow = async (id: string) =>
  (await test.app.context.database.db.select().from(postTargets).where(eq(postTargets.id, id)))[0];

beforeAll(async () => {
  test = await startTestApp({ now: () => clock });
  owner = await buildUser(test);
}, 60_000);
afterAll(() => test.close());

describe('post metrics and optimal posting times', () => {
  it("reads sandbox posts' figures, and the page's peak hours come out as its optimal times", async () => {
    const pageId = await sandboxPage(test, owner, 'Corner Shop');
    const peaks = peakHours((await connectedPage(test, pageId)).remoteId);
    // Two weeks of February: each peak hour on two days, and six posts in the dead of night.
    const hours = [...peaks, ...peaks, 1, 2, 3, 1, 2, 3];
    const published = [];
    for (const [index, hour] of hours.entries()) {
      published.push(await postedAt(pageId, new Date(Date.UTC(2030, 1, 10 + index, hour, 5))));
    }
    // A post deleted on the network since: it has no figures to give.
    const gone = await postedAt(pageId, new Date(Date.UTC(2030, 1, 25, 9)));
    const adapter = await test.app.context.networks.adapter('sandbox');
    await adapter.deletePost?.(await connectedPage(test, pageId), gone.remoteId);

    // Never measured: asking for the optimal times reads the figures first.
    const response = await call(test, owner, 'GET', `/api/pages/${pageId}/optimal-times`);
    expect(response.statusCode, response.body).toBe(200);
    const times = response.json() as OptimalTimes;
    expect(times).toMatchObject({ pageId, basis: 'page', measuredPosts: 12 });
    expect(times.times).toHaveLength(5);
    expect(times.times[0]?.score).toBe(1);
    for (const time of times.times) {
      expect(peaks).toContain((time.minuteOfWeek / 60) % 24);
      expect(time.posts).toBe(1);
    }

    for (const { targetId } of published) {
      const row = await targetRow(targetId);
      expect(row?.impressions).toBeGreaterThan(150);
      expect(row?.engagements).toBeGreaterThan(0);
      expect(row?.metricsAt?.toISOString()).toBe(today.toISOString());
    }
    const deleted = await targetRow(gone.targetId);
    expect(deleted).toMatchObject({ impressions: null, engagements: null, metricsAt: today });

    // Fresh figures are not read again within six hours; after, every publication is.
    expect(await measurePostMetrics(test.app.context)).toMatchObject({ publications: 0 });
    clock = new Date(today.getTime() + 7 * 3_600_000);
    expect(await measurePostMetrics(test.app.context)).toMatchObject({ pages: 1, publications: 13 });
    const again = await targetRow(published[0]?.targetId ?? '');
    expect(again?.metricsAt?.toISOString()).toBe(clock.toISOString());
    clock = today;
  });

  it('gives the same figures for a post every time, more engagement at peak hours', async () => {
    const pageId = await sandboxPage(test, owner, 'Figures');
    const page = await connectedPage(test, pageId);
    const [peak] = peakHours(page.remoteId);
    const atPeak = await postedAt(pageId, new Date(Date.UTC(2030, 1, 20, peak ?? 0)));
    const offPeak = await postedAt(pageId, new Date(Date.UTC(2030, 1, 20, 2)));
    const adapter = await test.app.context.networks.adapter('sandbox');
    const first = await adapter.readPostMetrics?.(page, [atPeak.remoteId, offPeak.remoteId, 'not-a-post']);
    expect(await adapter.readPostMetrics?.(page, [atPeak.remoteId, offPeak.remoteId])).toEqual(first);
    const rate = (remoteId: string) => {
      const figure = first?.find((item) => item.remoteId === remoteId);
      return (figure?.engagements ?? 0) / (figure?.impressions ?? 1);
    };
    expect(first).toHaveLength(2);
    expect(rate(atPeak.remoteId)).toBeGreaterThan(2 * rate(offPeak.remoteId));
  });

  it("shows the network's general times for a page with nothing measured", async () => {
    const pageId = await sandboxPage(test, owner, 'Brand new');
    const response = await call(test, owner, 'GET', `/api/pages/${pageId}/optimal-times`);
    expect(response.json()).toEqual({
      pageId,
      basis: 'network',
      measuredPosts: 0,
      timeZone: 'UTC',
      times: networkTimes('sandbox').map((time) => ({ ...time, posts: 0 })),
    });
  });

  it('marks a page whose token the network revoked for reconnection, and goes on with the others', async () => {
    const pageId = await sandboxPage(test, owner, 'Revoked');
    await postedAt(pageId, new Date(Date.UTC(2030, 1, 26, 10)));
    const revoked = await call(test, owner, 'POST', `/api/sandbox/pages/${pageId}/revoke-token`);
    expect(revoked.statusCode).toBe(204);
    const outcome = await measurePostMetrics(test.app.context);
    expect(outcome.failedPages).toBe(1);
    const [row] = await test.app.context.database.db.select().from(pages).where(eq(pages.id, pageId));
    expect(row?.status).toBe('reconnection_needed');
  });

  it("answers 404 for another account's page or one out of the user's reach", async () => {
    const pageId = await sandboxPage(test, owner, 'Private');
    const stranger = await buildUser(test);
    expect((await call(test, stranger, 'GET', `/api/pages/${pageId}/optimal-times`)).statusCode).toBe(404);
    const limited = await buildTeamMember(test, owner, 'viewer', {
      pageIds: [await sandboxPage(test, owner, 'Theirs')],
    });
    expect((await call(test, limited, 'GET', `/api/pages/${pageId}/optimal-times`)).statusCode).toBe(404);
    expect((await call(test, owner, 'GET', '/api/pages/nonsense/optimal-times')).statusCode).toBe(404);
  });

  it('is read every hour by the workers', async () => {
    const schedules = await test.app.context.queue.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(readPostMetricsJob.name);
  });
});
