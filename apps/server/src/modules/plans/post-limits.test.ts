import { plans } from '@pagewise/shared/plans';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { addCustomSource, addItems } from '../bots/test-sources.ts';
import { expectPlanLimit, putOnPlan } from './test-plans.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

let test: TestApp;

beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

/** A free account in Tokyo (UTC+9 all year) with its one page. */
async function freeAccountInTokyo(): Promise<{ owner: Who; pageId: string }> {
  const owner = await buildUser(test);
  const zone = await call(test, owner, 'PATCH', '/api/account/settings', { timeZone: 'Asia/Tokyo' });
  expect(zone.statusCode, zone.body).toBe(200);
  const pageId = await sandboxPage(test, owner, 'Tokyo page');
  await putOnPlan(test, owner.user.accountId, 'free');
  return { owner, pageId };
}

/** `YYYY-MM-DD` of the UTC day `days` from today. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const schedule = (who: Who, pageId: string, scheduledAt: string, message = 'A planned post') =>
  call(test, who, 'POST', '/api/posts', { intent: 'schedule', pageIds: [pageId], message, scheduledAt });

const perDay = plans.free.limits.postsPerDay ?? 0;
const perMonth = plans.free.limits.scheduledPostsPerMonth ?? 0;

describe('posts per day, in the account’s time zone', () => {
  it('counts the publications of the account’s day, not of the UTC day', async () => {
    const { owner, pageId } = await freeAccountInTokyo();
    const day = dayAhead(10);
    // 14:00 to 14:20 UTC is 23:00 to 23:20 in Tokyo: the same Tokyo day.
    const ids: string[] = [];
    for (let index = 0; index < perDay; index += 1) {
      const saved = await schedule(owner, pageId, `${day}T14:${String(index * 10).padStart(2, '0')}:00Z`);
      expect(saved.statusCode, saved.body).toBe(201);
      ids.push(saved.json().id);
    }
    // 13:00 UTC is 22:00 in Tokyo, that same day: one too many.
    expectPlanLimit(await schedule(owner, pageId, `${day}T13:00:00Z`), {
      plan: 'free',
      limit: 'postsPerDay',
      max: perDay,
      day,
    });
    // 16:00 UTC, the same UTC day, is 01:00 the next day in Tokyo: room there.
    const nextDay = await schedule(owner, pageId, `${day}T16:00:00Z`);
    expect(nextDay.statusCode, nextDay.body).toBe(201);

    // A post moved within its full day keeps its place; moved into the full day from another, it is refused.
    const moved = await call(test, owner, 'PATCH', `/api/posts/${ids[0]}/schedule`, {
      scheduledAt: `${day}T14:45:00Z`,
      applyToAll: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const into = await call(test, owner, 'PATCH', `/api/posts/${nextDay.json().id}/schedule`, {
      scheduledAt: `${day}T14:50:00Z`,
      applyToAll: true,
    });
    expectPlanLimit(into, { limit: 'postsPerDay', max: perDay });
    // An edit of a post of the full day counts it once.
    const edited = await call(test, owner, 'PUT', `/api/posts/${ids[1]}`, {
      intent: 'schedule',
      pageIds: [pageId],
      message: 'A planned post, edited',
      scheduledAt: `${day}T14:55:00Z`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Drafts do not count.
    const draft = await call(test, owner, 'POST', '/api/posts', {
      intent: 'draft',
      pageIds: [pageId],
      message: 'An idea',
      scheduledAt: `${day}T14:00:00Z`,
    });
    expect(draft.statusCode, draft.body).toBe(201);
  });

  it('counts a bot’s publications with those by hand: the bot stops at the limit, logged, and fails nothing', async () => {
    const owner = await buildUser(test);
    const pageId = await sandboxPage(test, owner, 'Busy page');
    const sourceId = await addCustomSource(test, owner.user.accountId, 'Busy feed');
    const bot = await call(test, owner, 'POST', '/api/bots', {
      pageId,
      name: 'Busy bot',
      type: 'custom',
      sourceIds: [sourceId],
      frequency: 'manual',
    });
    expect(bot.statusCode, bot.body).toBe(201);
    await putOnPlan(test, owner.user.accountId, 'free');
    for (let index = 1; index < perDay; index += 1) {
      const now = await call(test, owner, 'POST', '/api/posts', {
        intent: 'now',
        pageIds: [pageId],
        message: `By hand ${index}`,
      });
      expect(now.statusCode, now.body).toBe(201);
    }
    await addItems(test, sourceId, [{ title: 'First story' }, { title: 'Second story' }, { title: 'Third' }]);
    const logged = vi.spyOn(test.app.context.logger, 'info');
    const run = await call(test, owner, 'POST', `/api/bots/${bot.json().id}/run`);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ posted: 1, waiting: 2 });
    const again = await call(test, owner, 'POST', `/api/bots/${bot.json().id}/run`);
    expect(again.json()).toMatchObject({ posted: 0, waiting: 2 });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ botId: bot.json().id, reason: 'plan_limit', limit: 'postsPerDay' }),
      'bot skipped: plan limit',
    );
    logged.mockRestore();
    // And by hand, the day is full too.
    const more = await call(test, owner, 'POST', '/api/posts', {
      intent: 'now',
      pageIds: [pageId],
      message: 'One more',
    });
    expectPlanLimit(more, { limit: 'postsPerDay', max: perDay });
  });
});

describe('scheduled posts per month', () => {
  it('counts the posts planned for a month of the account’s zone, once each, and refuses one more', async () => {
    const { owner, pageId } = await freeAccountInTokyo();
    // The first day of the month after next, noon in Tokyo.
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1, 3));
    const at = (day: number, minute: number) =>
      new Date(first.getTime() + (day - 1) * 86_400_000 + minute * 60_000).toISOString();
    let saved = 0;
    for (let day = 1; saved < perMonth; day += 1) {
      for (let slot = 0; slot < perDay && saved < perMonth; slot += 1) {
        const response = await schedule(owner, pageId, at(day, slot * 5));
        expect(response.statusCode, response.body).toBe(201);
        saved += 1;
      }
    }
    const month = first.toISOString().slice(0, 7);
    const over = await schedule(owner, pageId, at(20, 0));
    expectPlanLimit(over, { plan: 'free', limit: 'scheduledPostsPerMonth', max: perMonth, month });
    // The month after has room; a post published now is not a scheduled one.
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 2, 3)).toISOString();
    expect((await schedule(owner, pageId, nextMonth)).statusCode).toBe(201);
  });
});
