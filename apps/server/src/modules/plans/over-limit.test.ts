import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { runBot } from '../bots/run-bot.ts';
import { bots } from '../bots/schema.ts';
import { addCustomSource } from '../bots/test-sources.ts';
import { pages } from '../pages/schema.ts';
import { pollSource } from '../sources/poll-source.ts';
import { sources } from '../sources/schema.ts';
import { expectPlanLimit, putOnPlan } from './test-plans.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

let test: TestApp;
let owner: Who;
/** Oldest first: on the free plan, the first of each is within the plan, the others over it. */
let pageIds: string[];
let sourceIds: string[];
let botIds: string[];

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
const post = (pageIds: string[], intent = 'schedule') =>
  call(test, owner, 'POST', '/api/posts', {
    intent,
    pageIds,
    message: 'After the downgrade',
    ...(intent === 'schedule' ? { scheduledAt: inADay() } : {}),
  });

async function held() {
  const db = test.app.context.database.db;
  const of = async (table: typeof pages | typeof sources | typeof bots) =>
    (await db.select({ n: count() }).from(table).where(eq(table.accountId, owner.user.accountId)))[0]?.n;
  return { pages: await of(pages), sources: await of(sources), bots: await of(bots) };
}

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
  // Made on the trial (premium rows): three of each.
  pageIds = [];
  for (const name of ['First page', 'Second page', 'Third page'])
    pageIds.push(await sandboxPage(test, owner, name));
  sourceIds = [];
  for (const name of ['First feed', 'Second feed', 'Third feed'])
    sourceIds.push(await addCustomSource(test, owner.user.accountId, name));
  botIds = [];
  for (const [name, pageId] of [
    ['First bot', pageIds[0]],
    ['Second bot', pageIds[0]],
    ['Bot of the second page', pageIds[1]],
  ] as const) {
    const made = await call(test, owner, 'POST', '/api/bots', {
      pageId,
      name,
      type: 'custom',
      sourceIds: [sourceIds[0]],
      frequency: 'manual',
    });
    expect(made.statusCode, made.body).toBe(201);
    botIds.push(made.json().id);
  }
  expect(await held()).toEqual({ pages: 3, sources: 3, bots: 3 });
  await putOnPlan(test, owner.user.accountId, 'free');
});
afterAll(() => test.close());

describe('over the plan after a downgrade: kept, read-only, never deleted', () => {
  it('keeps everything and lists it', async () => {
    expect(await held()).toEqual({ pages: 3, sources: 3, bots: 3 });
    expect((await call(test, owner, 'GET', '/api/pages')).json().pages).toHaveLength(3);
    expect((await call(test, owner, 'GET', '/api/bots')).json().bots).toHaveLength(3);
    expect((await call(test, owner, 'GET', '/api/sources')).json().sources).toHaveLength(3);
  });

  it('the oldest page takes posts; the newer ones take none, not even a draft, and are not edited', async () => {
    expect((await post([pageIds[0] as string])).statusCode).toBe(201);
    expectPlanLimit(await post([pageIds[1] as string]), {
      plan: 'free',
      limit: 'pages',
      max: 1,
      overLimit: [pageIds[1]],
    });
    expectPlanLimit(await post([pageIds[0] as string, pageIds[2] as string], 'draft'), {
      overLimit: [pageIds[2]],
    });
    expectPlanLimit(await call(test, owner, 'POST', `/api/pages/${pageIds[2]}/refresh`), { limit: 'pages' });
    // Reading it stays open.
    expect(
      (await call(test, owner, 'GET', `/api/reporting/overview?period=7d&pageId=${pageIds[2]}`)).statusCode,
    ).toBe(200);
  });

  it('the oldest bot runs; a newer bot, or one on a page over the plan, does not (the engine skips it)', async () => {
    const first = await call(test, owner, 'POST', `/api/bots/${botIds[0]}/run`);
    expect(first.statusCode, first.body).toBe(200);
    expectPlanLimit(await call(test, owner, 'POST', `/api/bots/${botIds[1]}/run`), {
      limit: 'bots',
      max: 1,
      overLimit: [botIds[1]],
    });
    expectPlanLimit(await call(test, owner, 'POST', `/api/bots/${botIds[2]}/run`), { plan: 'free' });
    // The engine's own run of it does nothing, and fails nothing.
    await expect(runBot(test.app.context, botIds[1] as string)).resolves.toEqual({
      posted: 0,
      skipped: 0,
      waiting: 0,
    });
  });

  it('the newest source is neither edited nor read; the others are', async () => {
    const edit = (id: string) =>
      call(test, owner, 'PUT', `/api/sources/${id}`, {
        name: 'Renamed',
        type: 'rss',
        url: 'https://feeds.example/renamed.xml',
      });
    expectPlanLimit(await edit(sourceIds[2] as string), {
      limit: 'sources',
      max: 2,
      overLimit: [sourceIds[2]],
    });
    expect((await edit(sourceIds[1] as string)).statusCode).toBe(200);
    const db = test.app.context.database.db;
    const [row] = await db
      .select()
      .from(sources)
      .where(eq(sources.id, sourceIds[2] as string));
    if (!row) throw new Error('no source');
    const polled = await pollSource(test.app.context, row, { timeoutMs: 500 });
    expect(polled).toEqual({ outcome: 'unchanged', added: 0 });
    const [after] = await db.select().from(sources).where(eq(sources.id, row.id));
    expect(after?.lastFetchedAt).toBeNull();
    expect(after?.nextFetchAt?.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it('deleting the oldest page, or a bigger plan, brings the next ones back within the plan', async () => {
    expect((await call(test, owner, 'DELETE', `/api/pages/${pageIds[0]}`)).statusCode).toBe(204);
    expect((await post([pageIds[1] as string])).statusCode).toBe(201);
    expectPlanLimit(await post([pageIds[2] as string]), { limit: 'pages' });
    await putOnPlan(test, owner.user.accountId, 'standard');
    expect((await post([pageIds[2] as string])).statusCode).toBe(201);
    expect((await call(test, owner, 'POST', `/api/bots/${botIds[2]}/run`)).statusCode).toBe(200);
  });

  it('another account gets 404 for these items, never the plan’s refusal', async () => {
    const stranger = await buildUser(test);
    await putOnPlan(test, stranger.user.accountId, 'free');
    expect((await call(test, stranger, 'POST', `/api/bots/${botIds[2]}/run`)).statusCode).toBe(404);
    expect((await call(test, stranger, 'POST', `/api/pages/${pageIds[2]}/refresh`)).statusCode).toBe(404);
    const foreignPost = await call(test, stranger, 'POST', '/api/posts', {
      intent: 'draft',
      pageIds: [pageIds[2]],
      message: 'Not mine',
    });
    expect(foreignPost.statusCode).toBe(400);
    expect(foreignPost.json().error.fields).toEqual({ pageIds: 'post.page_unknown' });
  });
});
