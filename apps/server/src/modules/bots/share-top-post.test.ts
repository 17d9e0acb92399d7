import type { Bot } from '@pagewise/shared/bots';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { insertPost } from '../planner/test-publications.ts';
import { putOnPlan } from '../plans/test-plans.ts';
import { posts } from '../posts/schema.ts';
import { postFigures } from '../reporting/schema.ts';
import { runBot } from './run-bot.ts';
import { addCustomSource } from './test-sources.ts';

const day = 86_400_000;
const start = new Date('2030-05-01T09:00:00Z');
let clock = start;
let test: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;
let pageId: string;

beforeAll(async () => {
  test = await startTestApp({ now: () => clock });
  owner = await buildUser(test);
  pageId = await sandboxPage(test, owner, 'Top Bakery');
}, 120_000);
afterAll(() => test.close());

/** A publication of the page `daysAgo`, with its engagements read at 24 h. */
async function published(message: string, daysAgo: number, engagements: number) {
  const postedAt = new Date(clock.getTime() - daysAgo * day);
  const { targetIds } = await insertPost(test, owner, {
    message,
    publications: [{ pageId, status: 'posted', dueAt: postedAt, postedAt }],
  });
  const targetId = targetIds[0] ?? '';
  await test.app.context.database.db.insert(postFigures).values({
    accountId: owner.user.accountId,
    pageId,
    targetId,
    checkpoint: '24h',
    reactions: engagements,
    comments: 0,
    shares: 0,
    clicks: 0,
    readAt: new Date(postedAt.getTime() + day),
  });
}

const sharesOf = async (botId: string) =>
  (
    await test.app.context.database.db
      .select({ message: posts.message })
      .from(posts)
      .where(eq(posts.botId, botId))
      .orderBy(asc(posts.createdAt))
  ).map((post) => post.message);

describe('share top posts (a plan’s row)', () => {
  it('posts the page’s most engaging publication of the last 30 days again, once a week, each once', async () => {
    await published('Croissants are back', 3, 40);
    await published('Rye on Sunday', 10, 90);
    await published('An old favourite', 45, 500);
    const made = await call(test, owner, 'POST', '/api/bots', {
      pageId,
      name: 'Top posts',
      type: 'custom',
      sourceIds: [await addCustomSource(test, owner.user.accountId, 'Top feed')],
      frequency: 'manual',
      shareTopPosts: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const bot = made.json() as Bot;
    expect(bot.shareTopPosts).toBe(true);

    await runBot(test.app.context, bot.id);
    await runBot(test.app.context, bot.id);
    expect(await sharesOf(bot.id)).toEqual(['Rye on Sunday']);
    // A week later, the next best; the share itself is never shared again.
    clock = new Date(clock.getTime() + 7 * day + 60_000);
    await runBot(test.app.context, bot.id);
    expect(await sharesOf(bot.id)).toEqual(['Rye on Sunday', 'Croissants are back']);
  });

  it('is refused, and does not run, on a plan without it', async () => {
    const other = await buildUser(test);
    const page = await sandboxPage(test, other, 'Downgraded Bakery');
    const sourceId = await addCustomSource(test, other.user.accountId, 'Downgraded feed');
    const body = {
      pageId: page,
      name: 'Top posts',
      type: 'custom',
      sourceIds: [sourceId],
      frequency: 'manual',
    };
    const made = await call(test, other, 'POST', '/api/bots', { ...body, shareTopPosts: true });
    expect(made.statusCode, made.body).toBe(201);
    const postedAt = new Date(clock.getTime() - day);
    const { targetIds } = await insertPost(test, other, {
      message: 'Best of the week',
      publications: [{ pageId: page, status: 'posted', dueAt: postedAt, postedAt }],
    });
    await test.app.context.database.db.insert(postFigures).values({
      accountId: other.user.accountId,
      pageId: page,
      targetId: targetIds[0] ?? '',
      checkpoint: '1h',
      reactions: 12,
      readAt: clock,
    });
    await putOnPlan(test, other.user.accountId, 'starter');
    await runBot(test.app.context, made.json().id);
    expect(await sharesOf(made.json().id)).toEqual([]);
    const refused = await call(test, other, 'POST', '/api/bots', { ...body, shareTopPosts: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      key: 'plan_limit',
      details: { plan: 'starter', feature: 'shareTopPosts' },
    });
  });
});
