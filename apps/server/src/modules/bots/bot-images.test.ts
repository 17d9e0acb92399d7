import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Bot } from '@pagewise/shared/bots';
import type { Post } from '@pagewise/shared/posts/post';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage, settledPost } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { accounts } from '../accounts/schema.ts';
import { media } from '../media/schema.ts';
import { pages } from '../pages/schema.ts';
import { putOnPlan } from '../plans/test-plans.ts';
import { posts, postTargets } from '../posts/schema.ts';
import { runBot } from './run-bot.ts';
import { botItems } from './schema.ts';
import { addCustomSource, addItems } from './test-sources.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

let test: TestApp;
let owner: Who;
let imageServer: Server;
let host: string;
/** Requests the image server received, by path. */
const requests: string[] = [];
const files = new Map<string, { type: string; body: Buffer }>();

beforeAll(async () => {
  const noise = (width: number, height: number) =>
    sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width, height, channels: 3 },
    });
  const plain = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  files.set('/photo.jpg', { type: 'image/jpeg', body: await plain(600, 400).jpeg().toBuffer() });
  // Noise does not compress: a 1,100×1,100 PNG weighs over 3 MB, three times what networks take.
  files.set('/heavy.png', { type: 'image/png', body: await noise(1100, 1100).png().toBuffer() });
  // Instagram takes neither WebP nor images over 8000 px wide.
  files.set('/wide.webp', { type: 'image/webp', body: await plain(9000, 200).webp().toBuffer() });
  // A counter's 1×1 GIF and a share button, at addresses that do not say what they are.
  files.set('/t', {
    type: 'image/gif',
    body: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  });
  files.set('/b.png', { type: 'image/png', body: await plain(120, 40).png().toBuffer() });
  imageServer = createServer((request, response) => {
    requests.push(request.url ?? '');
    const file = files.get(request.url ?? '');
    if (!file) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => imageServer.listen(0, resolve));
  const { port } = imageServer.address() as AddressInfo;
  host = `localhost:${port}`;
  test = await startTestApp({ env: { SOURCES_ALLOWED_HOSTS: host } });
  owner = await buildUser(test);
});
afterAll(async () => {
  await test.close();
  await new Promise((resolve) => imageServer.close(resolve));
});

const db = () => test.app.context.database.db;

async function newBot(body: Record<string, unknown>): Promise<Bot> {
  const response = await call(test, owner, 'POST', '/api/bots', {
    name: 'Image bot',
    type: 'custom',
    frequency: 'manual',
    contentType: 'text_image',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Bot;
}

/** A page of another network, written straight to the database (its publishing is not looked at here). */
async function pageOf(kind: string, name: string) {
  const [row] = await db()
    .insert(pages)
    .values({
      accountId: owner.user.accountId,
      kind,
      remoteId: `${kind}-${Date.now()}`,
      name,
      sealedCredentials: 'none',
    })
    .returning();
  if (!row) throw new Error('page not inserted');
  return row.id;
}

const botPosts = (botId: string) =>
  db().select().from(posts).where(eq(posts.botId, botId)).orderBy(posts.kind);

async function mediaOf(ids: string[]) {
  return ids.length === 0 ? [] : db().select().from(media).where(inArray(media.id, ids));
}

async function sandboxView(pageId: string) {
  return (await call(test, owner, 'GET', `/api/sandbox/pages/${pageId}`)).json() as {
    posts: { text: string; link: string | null; media: { url: string; mime: string }[] }[];
  };
}

async function botWithItem(pageId: string, imagePath: string, body: Record<string, unknown> = {}) {
  const sourceId = await addCustomSource(test, owner.user.accountId, `Images ${imagePath}`);
  const imageUrl = imagePath.startsWith('http') ? imagePath : `http://${host}${imagePath}`;
  await addItems(test, sourceId, [{ title: `Article with ${imagePath}`, imageUrl }]);
  return newBot({ pageId, sourceIds: [sourceId], ...body });
}

describe('a text_image bot posts the item image', () => {
  it("attaches the item's image as a file of the bot's account, and the sandbox page shows it", async () => {
    const pageId = await sandboxPage(test, owner, 'Image page');
    const bot = await botWithItem(pageId, '/photo.jpg');
    expect(await runBot(test.app.context, bot.id)).toEqual({ posted: 1, skipped: 0, waiting: 0 });
    const [post] = await botPosts(bot.id);
    expect(post?.kind).toBe('image');
    expect(post?.link).toMatch(/^https:\/\/news\.example\//);
    const [file] = await mediaOf(post?.mediaIds ?? []);
    expect(file).toMatchObject({
      accountId: owner.user.accountId,
      uploadedBy: null,
      kind: 'image',
      format: 'jpg',
      width: 600,
      height: 400,
      fileName: 'photo.jpg',
      bytes: files.get('/photo.jpg')?.body.length,
    });
    const settled: Post = await settledPost(test, owner, post?.id ?? '', 30_000);
    expect(settled.targets[0]?.status).toBe('posted');
    const [shown] = (await sandboxView(pageId)).posts;
    expect(shown?.media).toEqual([
      { url: `http://pagewise.test/media/${file?.storageKey}`, mime: 'image/jpeg' },
    ]);
    expect(shown?.link).toBe(post?.link);
  });

  it('converts an image too heavy for the network to a JPEG of 1 MB or less', async () => {
    expect(files.get('/heavy.png')?.body.length).toBeGreaterThan(1024 * 1024);
    const pageId = await sandboxPage(test, owner, 'Heavy page');
    const bot = await botWithItem(pageId, '/heavy.png');
    expect((await runBot(test.app.context, bot.id)).posted).toBe(1);
    const [post] = await botPosts(bot.id);
    const [file] = await mediaOf(post?.mediaIds ?? []);
    expect(file?.format).toBe('jpg');
    expect(file?.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(file?.width).toBeLessThanOrEqual(1100);
  });

  it('converts a WebP wider than 8000 px for Instagram, which now posts image items', async () => {
    const pageId = await pageOf('instagram', 'Insta images');
    const bot = await botWithItem(pageId, '/wide.webp');
    expect((await runBot(test.app.context, bot.id)).posted).toBe(1);
    const [post] = await botPosts(bot.id);
    const [file] = await mediaOf(post?.mediaIds ?? []);
    expect(file).toMatchObject({ format: 'jpg', width: 8000 });
    expect(file?.height).toBeLessThanOrEqual(200);
  });

  it('posts without the image a 1×1 tracking GIF or a small button, which never becomes a post image', async () => {
    const pageId = await sandboxPage(test, owner, 'Tracking pixel page');
    for (const path of ['/t', '/b.png']) {
      const before = requests.length;
      const bot = await botWithItem(pageId, path);
      expect(await runBot(test.app.context, bot.id)).toEqual({ posted: 1, skipped: 0, waiting: 0 });
      expect(requests.slice(before)).toEqual([path]);
      const [post] = await botPosts(bot.id);
      expect(post).toMatchObject({ kind: 'standard', mediaIds: [] });
    }
  });

  it('posts text and link without the image when it is not found (404), but skips the item on Instagram', async () => {
    const pageId = await sandboxPage(test, owner, 'Missing image page');
    const bot = await botWithItem(pageId, '/missing.png');
    expect(await runBot(test.app.context, bot.id)).toEqual({ posted: 1, skipped: 0, waiting: 0 });
    expect(requests).toContain('/missing.png');
    const [post] = await botPosts(bot.id);
    expect(post).toMatchObject({ kind: 'standard', mediaIds: [] });
    await settledPost(test, owner, post?.id ?? '', 30_000);
    const [shown] = (await sandboxView(pageId)).posts;
    expect(shown).toMatchObject({ media: [], link: post?.link });

    const instagram = await pageOf('instagram', 'Insta missing');
    const other = await botWithItem(instagram, '/missing.png');
    expect(await runBot(test.app.context, other.id)).toEqual({ posted: 0, skipped: 1, waiting: 0 });
    const [record] = await db().select().from(botItems).where(eq(botItems.botId, other.id));
    expect(record?.outcome).toBe('unusable');
    expect(await botPosts(other.id)).toEqual([]);
  });

  it('deletes the image it fetched when the item is not posted after all (already posted)', async () => {
    const pageId = await sandboxPage(test, owner, 'Already posted image page');
    const sourceId = await addCustomSource(test, owner.user.accountId, 'Already posted images');
    const link = 'https://news.example/already-with-image';
    await addItems(test, sourceId, [{ title: 'Posted by hand', link, imageUrl: `http://${host}/photo.jpg` }]);
    const manual = await call(test, owner, 'POST', '/api/posts', {
      intent: 'now',
      pageIds: [pageId],
      message: 'Mine',
      link,
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const files = async () =>
      (await db().select().from(media).where(eq(media.accountId, owner.user.accountId))).length;
    const before = await files();
    const fetched = requests.length;
    const bot = await newBot({ pageId, sourceIds: [sourceId] });
    expect(await runBot(test.app.context, bot.id)).toEqual({ posted: 0, skipped: 1, waiting: 0 });
    expect(requests.length).toBe(fetched + 1);
    expect(await files()).toBe(before);
  });

  it("counts the image in the account's storage quota: a full account posts without it", async () => {
    const pageId = await sandboxPage(test, owner, 'Full storage page');
    const bot = await botWithItem(pageId, '/photo.jpg');
    const used = (await db().select().from(media).where(eq(media.accountId, owner.user.accountId))).reduce(
      (sum, file) => sum + file.bytes,
      0,
    );
    await db()
      .update(accounts)
      .set({ storageQuotaBytes: used + 100 })
      .where(eq(accounts.id, owner.user.accountId));
    try {
      expect(await runBot(test.app.context, bot.id)).toEqual({ posted: 1, skipped: 0, waiting: 0 });
      const [post] = await botPosts(bot.id);
      expect(post).toMatchObject({ kind: 'standard', mediaIds: [] });
    } finally {
      await db()
        .update(accounts)
        .set({ storageQuotaBytes: null })
        .where(eq(accounts.id, owner.user.accountId));
    }
  });

  it('refuses an image on a private address without sending a request', async () => {
    const { port } = imageServer.address() as AddressInfo;
    const before = requests.length;
    const pageId = await sandboxPage(test, owner, 'Private image page');
    // The image server itself, named by its loopback address rather than the allowed host name.
    const bot = await botWithItem(pageId, `http://127.0.0.1:${port}/photo.jpg`);
    expect((await runBot(test.app.context, bot.id)).posted).toBe(1);
    expect(requests.length).toBe(before);
    const [post] = await botPosts(bot.id);
    expect(post?.mediaIds).toEqual([]);
  });

  it('shares the image as a story due just after the post', async () => {
    const pageId = await sandboxPage(test, owner, 'Story page');
    const bot = await botWithItem(pageId, '/photo.jpg', { shareAsStory: true, dailyLimit: 1 });
    expect((await runBot(test.app.context, bot.id)).posted).toBe(1);
    const made = await botPosts(bot.id);
    const standard = made.find((post) => post.kind === 'image');
    const story = made.find((post) => post.kind === 'story');
    expect(made).toHaveLength(2);
    expect(story).toMatchObject({ storyOfPostId: standard?.id, mediaIds: standard?.mediaIds, link: '' });
    const targets = await db()
      .select()
      .from(postTargets)
      .where(inArray(postTargets.postId, [standard?.id ?? '', story?.id ?? '']));
    const due = (postId: string | undefined) =>
      targets.find((target) => target.postId === postId)?.dueAt?.getTime() ?? 0;
    expect(due(story?.id) - due(standard?.id)).toBe(60_000);
    expect(story?.scheduledAt?.getTime()).toBe(due(story?.id));
    // The story is part of the post: the daily limit of 1 counts one.
    expect((await call(test, owner, 'GET', `/api/bots/${bot.id}`)).json()).toMatchObject({ postedToday: 1 });
  });

  it('leaves the story out once the plan has no stories, and posts the image alone', async () => {
    const starter = await buildUser(test);
    const pageId = await sandboxPage(test, starter, 'Story page of a starter');
    const sourceId = await addCustomSource(test, starter.user.accountId, 'Starter images');
    await addItems(test, sourceId, [
      { title: 'Article for a starter', imageUrl: `http://${host}/photo.jpg` },
    ]);
    const made = await call(test, starter, 'POST', '/api/bots', {
      name: 'Story bot',
      type: 'custom',
      frequency: 'manual',
      contentType: 'text_image',
      pageId,
      sourceIds: [sourceId],
      shareAsStory: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    await putOnPlan(test, starter.user.accountId, 'starter');
    expect((await runBot(test.app.context, made.json().id)).posted).toBe(1);
    expect((await botPosts(made.json().id)).map((post) => post.kind)).toEqual(['image']);
  });

  it("mixes image posts and link previews in turn (the plans' mixed autopost), images only without it", async () => {
    const pageId = await sandboxPage(test, owner, 'Mixed page');
    const sourceId = await addCustomSource(test, owner.user.accountId, 'Mixed images');
    const articles = (from: number) =>
      [from, from + 1, from + 2].map((n) => ({
        title: `Mixed article ${n}`,
        imageUrl: `http://${host}/photo.jpg`,
      }));
    await addItems(test, sourceId, articles(1));
    const bot = await newBot({ pageId, sourceIds: [sourceId], contentType: 'mixed' });
    expect((await runBot(test.app.context, bot.id)).posted).toBe(3);
    const kinds = async () =>
      (await db().select().from(posts).where(eq(posts.botId, bot.id)).orderBy(posts.createdAt)).map(
        (post) => `${post.kind}${post.link ? '+link' : ''}`,
      );
    expect(await kinds()).toEqual(['image+link', 'snippet+link', 'image+link']);
    // The next run goes on from its fourth turn: a link preview.
    await addItems(test, sourceId, articles(4).slice(0, 1));
    await runBot(test.app.context, bot.id);
    expect((await kinds()).at(-1)).toBe('snippet+link');
  });

  it("shares the link without uploading its image once the plan has no native posts, but still posts Instagram's image", async () => {
    /** An account with one page (the free plan's number) and a `text_image` bot on it, then on free. */
    const freeBot = async (kind: 'sandbox' | 'instagram', imagePath: string) => {
      const who = await buildUser(test);
      const pageId =
        kind === 'sandbox'
          ? await sandboxPage(test, who, 'Native page')
          : (
              await db()
                .insert(pages)
                .values({
                  accountId: who.user.accountId,
                  kind,
                  remoteId: `${kind}-native-${Date.now()}`,
                  name: 'Native Instagram',
                  sealedCredentials: 'none',
                })
                .returning()
            )[0]?.id;
      const sourceId = await addCustomSource(test, who.user.accountId, `Native ${kind}`);
      await addItems(test, sourceId, [
        { title: `Native article ${kind}`, imageUrl: `http://${host}${imagePath}` },
      ]);
      const made = await call(test, who, 'POST', '/api/bots', {
        name: 'Native bot',
        type: 'custom',
        frequency: 'manual',
        contentType: 'text_image',
        pageId,
        sourceIds: [sourceId],
      });
      expect(made.statusCode, made.body).toBe(201);
      await putOnPlan(test, who.user.accountId, 'free');
      expect((await runBot(test.app.context, made.json().id)).posted).toBe(1);
      return botPosts(made.json().id);
    };
    files.set('/native-sandbox.jpg', files.get('/photo.jpg') as { type: string; body: Buffer });
    const [shared] = await freeBot('sandbox', '/native-sandbox.jpg');
    expect(shared).toMatchObject({ kind: 'standard', mediaIds: [] });
    expect(shared?.link).toContain('http');
    expect(requests).not.toContain('/native-sandbox.jpg');
    const [photo] = await freeBot('instagram', '/photo.jpg');
    expect(photo?.kind).toBe('image');
    expect(photo?.mediaIds).toHaveLength(1);
  });

  it('makes no story on a page without stories, and no story without an image', async () => {
    const pageId = await sandboxPage(test, owner, 'Story without image page');
    const bot = await botWithItem(pageId, '/missing.png', { shareAsStory: true });
    expect((await runBot(test.app.context, bot.id)).posted).toBe(1);
    expect((await botPosts(bot.id)).map((post) => post.kind)).toEqual(['standard']);
    const facebook = await pageOf('facebook_page', 'No stories here');
    const refused = await call(test, owner, 'POST', '/api/bots', {
      name: 'Story bot',
      type: 'custom',
      frequency: 'manual',
      pageId: facebook,
      sourceIds: [await addCustomSource(test, owner.user.accountId, 'Story source')],
      shareAsStory: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toMatchObject({ shareAsStory: 'validation.invalid' });
  });

  it('previews the item image without fetching it', async () => {
    const pageId = await sandboxPage(test, owner, 'Preview image page');
    const before = requests.length;
    const bot = await botWithItem(pageId, '/photo.jpg', { frequency: '2h' });
    const from = new Date(Date.now() - 3600_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const response = await call(
      test,
      owner,
      'GET',
      `/api/bots/previews?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&pageIds=${pageId}`,
    );
    const previews = response.json().previews as { botId: string; imageUrl: string | null }[];
    expect(previews.filter((preview) => preview.botId === bot.id).map((preview) => preview.imageUrl)).toEqual(
      [`http://${host}/photo.jpg`],
    );
    expect(requests.length).toBe(before);
  });
});
