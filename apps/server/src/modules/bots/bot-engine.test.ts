import type { Bot, BotPreview } from '@pagewise/shared/bots';
import type { Post } from '@pagewise/shared/posts/post';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage, settledPost } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { accounts } from '../accounts/schema.ts';
import { posts, postTargets } from '../posts/schema.ts';
import { sources } from '../sources/schema.ts';
import { claimDueBots } from './claim-due-bots.ts';
import { runBot } from './run-bot.ts';
import { botItems, bots } from './schema.ts';
import { previewsOf } from './test-previews.ts';
import { addCustomSource, addItems } from './test-sources.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

let test: TestApp;
let owner: Who;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
});
afterAll(() => test.close());

async function newBot(body: Record<string, unknown>, who: Who = owner): Promise<Bot> {
  const response = await call(test, who, 'POST', '/api/bots', {
    name: 'Engine bot',
    type: 'custom',
    frequency: 'manual',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Bot;
}

const botPosts = (botId: string) =>
  test.app.context.database.db.select().from(posts).where(eq(posts.botId, botId)).orderBy(posts.createdAt);

async function sandboxView(pageId: string) {
  return (await call(test, owner, 'GET', `/api/sandbox/pages/${pageId}`)).json() as {
    posts: { text: string; link: string | null }[];
  };
}

describe('the bot engine', () => {
  it('posts 3 of 6 items with the transforms, skips the banned one, and posts nothing more on a second run', async () => {
    const pageId = await sandboxPage(test, owner, 'Engine page');
    const sourceId = await addCustomSource(test, owner.user.accountId, 'Six items');
    const items = await addItems(test, sourceId, [
      { title: 'First article about AI' },
      { title: 'War breaks out in the lab', summary: 'Nothing to see' },
      { title: 'Second article' },
      { title: 'Third article' },
      { title: 'Fourth article' },
      { title: 'Fifth article' },
    ]);
    const bot = await newBot({
      pageId,
      sourceIds: [sourceId],
      prefix: 'News:',
      hashtags: 'tech, daily',
      bannedWords: ['war'],
      dailyLimit: 3,
      utm: 'utm_source=pagewise',
    });
    const first = await call(test, owner, 'POST', `/api/bots/${bot.id}/run`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ posted: 3, skipped: 1, waiting: 2 });
    const made = await botPosts(bot.id);
    expect(made.map((post) => post.message)).toEqual([
      'News: First article about AI\n\n#tech #daily',
      'News: Second article\n\n#tech #daily',
      'News: Third article\n\n#tech #daily',
    ]);
    expect(made.every((post) => post.origin === 'auto' && post.link.endsWith('utm_source=pagewise'))).toBe(
      true,
    );
    expect(made[0]?.link).toBe(`${items[0]?.link}?utm_source=pagewise`);
    const outcomes = await test.app.context.database.db
      .select()
      .from(botItems)
      .where(eq(botItems.botId, bot.id));
    expect(outcomes.map((row) => row.outcome).sort()).toEqual(['banned_word', 'posted', 'posted', 'posted']);

    const second = await call(test, owner, 'POST', `/api/bots/${bot.id}/run`);
    expect(second.json()).toEqual({ posted: 0, skipped: 0, waiting: 2 });
    expect(await botPosts(bot.id)).toHaveLength(3);
    expect((await call(test, owner, 'GET', `/api/bots/${bot.id}`)).json()).toMatchObject({ postedToday: 3 });

    for (const post of made) {
      const settled: Post = await settledPost(test, owner, post.id, 30_000);
      expect(settled.targets[0]?.status).toBe('posted');
    }
    const view = await sandboxView(pageId);
    expect(view.posts).toHaveLength(3);
    expect(
      view.posts.every((post) => post.text.startsWith('News: ') && post.text.endsWith('#tech #daily')),
    ).toBe(true);
    expect(view.posts.some((post) => post.text.includes('War'))).toBe(false);
  });

  it('skips an article the page already has from a manual post ("this article was already posted")', async () => {
    const pageId = await sandboxPage(test, owner, 'Dedup page');
    const sourceId = await addCustomSource(test, owner.user.accountId, 'Dedup feed');
    const [item] = await addItems(test, sourceId, [
      { title: 'Shared story', link: 'https://news.example/shared-story' },
    ]);
    const manual = await call(test, owner, 'POST', '/api/posts', {
      intent: 'now',
      pageIds: [pageId],
      message: 'I posted this myself',
      link: item?.link,
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const bot = await newBot({ pageId, sourceIds: [sourceId], utm: 'utm_medium=social' });
    const run = await call(test, owner, 'POST', `/api/bots/${bot.id}/run`);
    expect(run.json()).toEqual({ posted: 0, skipped: 1, waiting: 0 });
    const [record] = await test.app.context.database.db
      .select()
      .from(botItems)
      .where(eq(botItems.botId, bot.id));
    expect(record?.outcome).toBe('already_posted');
    // Another page of the account may still post it.
    const otherPage = await sandboxPage(test, owner, 'Second dedup page');
    const other = await newBot({ pageId: otherPage, sourceIds: [sourceId] });
    expect((await call(test, owner, 'POST', `/api/bots/${other.id}/run`)).json().posted).toBe(1);
  });

  it('finds an article a bot shared with its link in the text: another bot and the composer are told it is already posted', async () => {
    const pageId = await sandboxPage(test, owner, 'Article page');
    const link = 'https://news.example/one-article-two-feeds';
    const firstFeed = await addCustomSource(test, owner.user.accountId, 'First feed');
    const secondFeed = await addCustomSource(test, owner.user.accountId, 'Second feed');
    await addItems(test, firstFeed, [{ title: 'One article, two feeds', link }]);
    await addItems(test, secondFeed, [{ title: 'The same article elsewhere', link }]);
    const inText = await newBot({ pageId, sourceIds: [firstFeed], contentType: 'text' });
    expect(await runBot(test.app.context, inText.id)).toMatchObject({ posted: 1 });
    const [made] = await botPosts(inText.id);
    expect(made?.link).toBe('');
    expect(made?.message).toContain(link);
    expect(made?.articleLink).toBe(link);

    const other = await newBot({ pageId, sourceIds: [secondFeed] });
    expect(await runBot(test.app.context, other.id)).toEqual({ posted: 0, skipped: 1, waiting: 0 });
    const [record] = await test.app.context.database.db
      .select()
      .from(botItems)
      .where(eq(botItems.botId, other.id));
    expect(record?.outcome).toBe('already_posted');
    const byHand = await call(test, owner, 'POST', '/api/posts', {
      intent: 'now',
      pageIds: [pageId],
      message: 'Worth a read',
      link,
    });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().error).toMatchObject({ key: 'post_already_posted', details: { pageIds: [pageId] } });
  });

  it('never posts an item twice when two runs of one bot meet', async () => {
    const pageId = await sandboxPage(test, owner, 'Race page');
    const sourceId = await addCustomSource(test, owner.user.accountId, 'Race feed');
    await addItems(
      test,
      sourceId,
      Array.from({ length: 5 }, (_, index) => ({ title: `Race item ${index}` })),
    );
    const bot = await newBot({ pageId, sourceIds: [sourceId], dailyLimit: 4 });
    const results = await Promise.all([runBot(test.app.context, bot.id), runBot(test.app.context, bot.id)]);
    expect(results.reduce((sum, result) => sum + result.posted, 0)).toBe(4);
    const made = await botPosts(bot.id);
    expect(made).toHaveLength(4);
    expect(new Set(made.map((post) => post.link)).size).toBe(4);
  });

  it('posts one item per run for an interval bot, and reads only what the poller stored', async () => {
    const pageId = await sandboxPage(test, owner, 'Paced page');
    const sourceId = await addCustomSource(test, owner.user.accountId, 'Paced feed');
    await addItems(test, sourceId, [{ title: 'Paced one' }, { title: 'Paced two' }]);
    const bot = await newBot({ pageId, sourceIds: [sourceId], frequency: '6h' });
    expect(await runBot(test.app.context, bot.id)).toEqual({ posted: 1, skipped: 0, waiting: 1 });
    expect((await botPosts(bot.id)).map((post) => post.message)).toEqual(['Paced one']);
  });

  it('holds a bot post for validation when the account makes validation mandatory', async () => {
    const other = await buildUser(test);
    const pageId = await sandboxPage(test, other, 'Validated page');
    const sourceId = await addCustomSource(test, other.user.accountId, 'Validated feed');
    await addItems(test, sourceId, [{ title: 'Needs a look' }]);
    await test.app.context.database.db
      .update(accounts)
      .set({ validationRequired: true })
      .where(eq(accounts.id, other.user.accountId));
    const bot = await newBot({ pageId, sourceIds: [sourceId] }, other);
    expect((await call(test, other, 'POST', `/api/bots/${bot.id}/run`)).json().posted).toBe(1);
    const [post] = await botPosts(bot.id);
    expect(post?.validation).toBe('awaiting');
    const [target] = await test.app.context.database.db
      .select()
      .from(postTargets)
      .where(eq(postTargets.postId, post?.id ?? ''));
    expect(target?.status).toBe('scheduled');
  });

  it('reads the shared rows of suggested sources, in manual and in auto mode', async () => {
    const pageId = await sandboxPage(test, owner, 'Suggested page');
    const key = 'us.science.space.nyt';
    const manual = await newBot({
      pageId,
      type: 'suggested',
      language: 'us',
      topic: 'science',
      sourceIds: [key],
    });
    const db = test.app.context.database.db;
    const [row] = await db.select().from(sources).where(eq(sources.catalogueKey, key));
    if (!row) throw new Error('no catalogue row');
    await addItems(test, row.id, [{ title: 'A comet passes' }]);
    expect(await runBot(test.app.context, manual.id)).toMatchObject({ posted: 1 });
    // Auto mode reads every source of the topic: the same article is already on the page.
    const auto = await newBot({
      pageId,
      type: 'suggested',
      language: 'us',
      topic: 'science',
      autoSources: true,
    });
    expect(await runBot(test.app.context, auto.id)).toEqual({ posted: 0, skipped: 1, waiting: 0 });
  });

  it('claims a due bot once and moves its next run forward', async () => {
    const pageId = await sandboxPage(test, owner, 'Sweep page');
    const sourceId = await addCustomSource(test, owner.user.accountId, 'Sweep feed');
    const bot = await newBot({ pageId, sourceIds: [sourceId], frequency: '30m' });
    const db = test.app.context.database.db;
    await db
      .update(bots)
      .set({ nextRunAt: new Date(Date.now() - 1000) })
      .where(eq(bots.id, bot.id));
    const [first, second] = await Promise.all([
      claimDueBots(test.app.context),
      claimDueBots(test.app.context),
    ]);
    const claims = [...(first ?? []), ...(second ?? [])].filter((claim) => claim.id === bot.id);
    expect(claims.length).toBeLessThanOrEqual(1);
    const [row] = await db.select().from(bots).where(eq(bots.id, bot.id));
    expect(row?.nextRunAt?.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    const manual = await newBot({ pageId, sourceIds: [sourceId], frequency: 'manual' });
    expect((await claimDueBots(test.app.context)).some((claim) => claim.id === manual.id)).toBe(false);
  });

  it('runs an instant bot at every minute sweep, however early in its minute the next sweep fires', async () => {
    const pageId = await sandboxPage(test, owner, 'Minute page');
    const sourceId = await addCustomSource(test, owner.user.accountId, 'Minute feed');
    const bot = await newBot({ pageId, sourceIds: [sourceId], frequency: 'instant' });
    const db = test.app.context.database.db;
    const minute = Math.floor(Date.now() / 60_000) * 60_000 + 60 * 60_000;
    await db
      .update(bots)
      .set({ nextRunAt: new Date(minute) })
      .where(eq(bots.id, bot.id));
    const sweepAt = (at: number) =>
      claimDueBots({ database: test.app.context.database, now: () => new Date(at) });
    const claimed = async (at: number) => (await sweepAt(at)).some((claim) => claim.id === bot.id);
    // This minute's sweep fires late, the next one early: the bot runs at both.
    expect(await claimed(minute + 7_236)).toBe(true);
    expect(await claimed(minute + 7_300)).toBe(false);
    expect(await claimed(minute + 60_000 + 6_900)).toBe(true);
    expect(await claimed(minute + 120_000 + 100)).toBe(true);
    const [row] = await db.select().from(bots).where(eq(bots.id, bot.id));
    expect(row?.nextRunAt?.getTime()).toBe(minute + 180_000);
  });

  it('previews the next posts of a bot at the times its frequency and daily limit give', async () => {
    const pageId = await sandboxPage(test, owner, 'Preview page');
    const sourceId = await addCustomSource(test, owner.user.accountId, 'Preview feed');
    const items = await addItems(test, sourceId, [
      { title: 'Preview one' },
      { title: 'Preview war' },
      { title: 'Preview two' },
      { title: 'Preview three' },
    ]);
    const bot = await newBot({
      pageId,
      sourceIds: [sourceId],
      frequency: '2h',
      prefix: 'Soon:',
      bannedWords: ['war'],
      dailyLimit: 2,
    });
    const nextRun = new Date(bot.nextRunAt ?? '');
    const from = new Date(Date.now() - 3600_000).toISOString();
    const to = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const response = await previewsOf(test, owner, { from, to, pageId });
    expect(response.statusCode, response.body).toBe(200);
    const previews = (response.json() as { previews: BotPreview[] }).previews;
    expect(previews.map((preview) => [preview.itemId, preview.message])).toEqual([
      [items[0]?.id, 'Soon: Preview one'],
      [items[2]?.id, 'Soon: Preview two'],
      [items[3]?.id, 'Soon: Preview three'],
    ]);
    // A new bot runs at the next sweep: its first preview is now.
    expect(Date.parse(previews[0]?.at ?? '')).toBeGreaterThanOrEqual(nextRun.getTime());
    expect(previews.every((preview) => preview.botId === bot.id && preview.pageId === pageId)).toBe(true);
    // Two a day at most: the third goes out on a later UTC day than the first two.
    const days = previews.map((preview) => preview.at.slice(0, 10));
    expect(days[2]).not.toBe(days[0]);
    // Previews do not post anything.
    expect(await botPosts(bot.id)).toHaveLength(0);
    const empty = await sandboxPage(test, owner, 'Empty page');
    const elsewhere = await previewsOf(test, owner, { from, to, pageId: empty });
    expect(elsewhere.json().previews).toEqual([]);
    const stranger = await buildUser(test);
    const theirs = await previewsOf(test, stranger, { from, to });
    expect(theirs.json().previews).toEqual([]);
    const stored = await test.app.context.database.db
      .select()
      .from(botItems)
      .where(and(eq(botItems.botId, bot.id)));
    expect(stored).toHaveLength(0);
  });
});
