import type { Bot } from '@pagewise/shared/bots';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { hourOfWeek } from '../planner/optimal-times.ts';
import { pageOptimalTimes } from '../planner/read-optimal-times.ts';
import { putOnPlan } from '../plans/test-plans.ts';
import { posts, postTargets } from '../posts/schema.ts';
import { runBot } from './run-bot.ts';
import { previewsOf } from './test-previews.ts';
import { addCustomSource, addItems } from './test-sources.ts';

// Twenty past the next hour: never a whole hour, so the next best hour is always ahead of it.
const hourMs = 3_600_000;
const clock = new Date(Math.floor(Date.now() / hourMs) * hourMs + hourMs + 20 * 60_000);
let test: TestApp;

beforeAll(async () => {
  test = await startTestApp({ now: () => clock });
}, 120_000);
afterAll(() => test.close());

async function botWith(who: Awaited<ReturnType<typeof buildUser>>, more: Record<string, unknown>) {
  const pageId = await sandboxPage(test, who, 'Traffic Bakery');
  const sourceId = await addCustomSource(test, who.user.accountId, 'Traffic feed');
  await addItems(test, sourceId, [{ title: 'Fresh rye today' }]);
  const body = {
    pageId,
    name: 'Traffic',
    type: 'custom',
    sourceIds: [sourceId],
    frequency: 'manual',
    ...more,
  };
  return { pageId, made: await call(test, who, 'POST', '/api/bots', body) };
}

const targetsOf = (botId: string) =>
  test.app.context.database.db
    .select({ status: postTargets.status, dueAt: postTargets.dueAt })
    .from(postTargets)
    .innerJoin(posts, eq(posts.id, postTargets.postId))
    .where(eq(posts.botId, botId));

describe('traffic optimization (a plan’s row)', () => {
  it("plans the bot's posts for the page's next best hour instead of now", async () => {
    const owner = await buildUser(test);
    const { pageId, made } = await botWith(owner, { optimizeTraffic: true });
    expect(made.statusCode, made.body).toBe(201);
    const bot = made.json() as Bot;
    expect(bot.optimizeTraffic).toBe(true);
    expect((await runBot(test.app.context, bot.id)).posted).toBe(1);
    const [target] = await targetsOf(bot.id);
    const optimal = await pageOptimalTimes(test.app.context, {
      id: pageId,
      kind: 'sandbox',
      accountId: owner.user.accountId,
    });
    const best = new Set(optimal.times.map((time) => Math.floor(time.minuteOfWeek / 60)));
    expect(target?.status).toBe('scheduled');
    const due = target?.dueAt ?? clock;
    expect(due.getTime()).toBeGreaterThan(clock.getTime());
    expect(due.getUTCMinutes()).toBe(0);
    expect(best.has(hourOfWeek(due, optimal.timeZone))).toBe(true);
    // No earlier hour of the week between now and then is one of the best.
    for (let at = Math.ceil(clock.getTime() / 3_600_000) * 3_600_000; at < due.getTime(); at += 3_600_000)
      expect(best.has(hourOfWeek(new Date(at), optimal.timeZone))).toBe(false);
  });

  it("shows the bot's next posts in the planner at the page's best hours", async () => {
    const owner = await buildUser(test);
    const { pageId, made } = await botWith(owner, { optimizeTraffic: true, frequency: '1h' });
    expect(made.statusCode, made.body).toBe(201);
    const from = new Date(clock.getTime() - hourMs).toISOString();
    const to = new Date(clock.getTime() + 8 * 86_400_000).toISOString();
    const response = await previewsOf(test, owner, { from, to, pageId });
    expect(response.statusCode, response.body).toBe(200);
    const [preview] = (response.json() as { previews: { at: string }[] }).previews;
    const optimal = await pageOptimalTimes(test.app.context, {
      id: pageId,
      kind: 'sandbox',
      accountId: owner.user.accountId,
    });
    const best = new Set(optimal.times.map((time) => Math.floor(time.minuteOfWeek / 60)));
    const at = new Date(preview?.at ?? '');
    expect(at.getUTCMinutes()).toBe(0);
    expect(at.getTime()).toBeGreaterThan(clock.getTime());
    expect(best.has(hourOfWeek(at, optimal.timeZone))).toBe(true);
  });

  it('posts at once without it, and is refused on a plan without it', async () => {
    const owner = await buildUser(test);
    const plain = await botWith(owner, {});
    await runBot(test.app.context, (plain.made.json() as Bot).id);
    const [target] = await targetsOf((plain.made.json() as Bot).id);
    expect(target?.dueAt?.getTime()).toBe(clock.getTime());
    await putOnPlan(test, owner.user.accountId, 'starter');
    const refused = await call(test, owner, 'PUT', `/api/bots/${(plain.made.json() as Bot).id}`, {
      pageId: plain.pageId,
      name: 'Traffic',
      type: 'custom',
      sourceIds: (plain.made.json() as Bot).sourceIds,
      frequency: 'manual',
      optimizeTraffic: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      details: { plan: 'starter', feature: 'trafficOptimization' },
    });
  });
});
