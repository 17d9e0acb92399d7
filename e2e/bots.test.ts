import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bot } from '@pagewise/shared/bots';
import type { Post } from '@pagewise/shared/posts/post';
import type { Source } from '@pagewise/shared/sources/source';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import enBots from '../apps/web/src/i18n/en/bots.json' with { type: 'json' };
import enPages from '../apps/web/src/i18n/en/pages.json' with { type: 'json' };
import enSources from '../apps/web/src/i18n/en/sources.json' with { type: 'json' };
import { serverAndBrowser } from './support/server-and-browser.ts';
import { addRssSource } from './support/sources.ts';
import { createConfirmedUser } from './support/users.ts';

/**
 * Issue 7's "done when" in Chromium: a custom RSS source served by a local site, a bot with a
 * prefix, hashtags, a banned word and a daily limit of 3 that the engine runs by itself, exactly
 * 3 transformed posts on a sandbox page, nothing more after the feed is read again, a broken feed
 * disabled with its e-mail, a private address refused, and another account seeing none of it.
 */

// Oldest first. "War" is banned as a word: "Software" holds it only inside a word, so it goes out.
const hour = 3_600_000;
const articles = [
  'Harbour ferry returns',
  'War memorial restored',
  'Software fair at the docks',
  'Lighthouse tours begin',
  'Regatta on Sunday',
  'Night market lights',
].map((title, index) => ({
  id: `harbour-${index + 1}`,
  title,
  link: `https://harbour.example/news/${index + 1}`,
  date: new Date(Date.now() - (12 - index) * hour),
}));
const expectedPosted = [articles[0], articles[2], articles[3]].map((article) => article?.title ?? '');

function rss(): string {
  const items = [...articles]
    .reverse()
    .map(
      (item) =>
        `<item><title>${item.title}</title><link>${item.link}</link><guid isPermaLink="false">${item.id}</guid>` +
        `<description>News from the harbour: ${item.title.toLowerCase()}.</description>` +
        `<pubDate>${item.date.toUTCString()}</pubDate></item>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Harbour news</title><link>https://harbour.example/</link><description>Local news</description>${items}</channel></rss>`;
}

/** The local site: the feed at /news.xml, a feed that is gone (410) at /gone.xml; requests counted. */
const hits = new Map<string, number>();
const feedSite: Server = createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  hits.set(path, (hits.get(path) ?? 0) + 1);
  if (path === '/news.xml')
    return response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss());
  if (path === '/gone.xml') return response.writeHead(410, { 'content-type': 'text/plain' }).end('gone');
  response.writeHead(404).end('not here');
});
let feedBase = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => feedSite.listen(0, '127.0.0.1', resolve));
  const { port } = feedSite.address() as AddressInfo;
  feedBase = `http://127.0.0.1:${port}`;
});
// The engine looks for due bots every 2 s besides its minute's schedule: a bot due now runs at
// once, and no step waits for a minute to turn.
const e2e = serverAndBrowser(() => ({
  SOURCES_ALLOWED_HOSTS: new URL(feedBase).host,
  BOTS_SWEEP_SECONDS: '2',
}));
afterAll(async () => {
  feedSite.closeAllConnections();
  await new Promise((resolve) => feedSite.close(resolve));
});

async function api<T>(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${e2e.server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

type SandboxView = { posts: { text: string; link: string | null }[] };
const sandboxPosts = async (token: string, pageId: string) =>
  (await api<SandboxView>(token, 'GET', `/sandbox/pages/${pageId}`)).body.posts;

/** Polls `read` every `everyMs` until `done` holds, for `timeoutMs` at most. */
async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 30_000, everyMs = 1_000 } = {},
): Promise<T> {
  const limit = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > limit) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Reloads the screen (the lists do not follow the workers by themselves) until `locator` shows. */
async function reloadUntilVisible(page: Page, locator: Locator, timeoutMs = 30_000) {
  const limit = Date.now() + timeoutMs;
  for (;;) {
    if (await locator.isVisible()) return;
    if (Date.now() > limit) throw new Error(`not shown after ${timeoutMs} ms: ${locator}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await page.reload();
    await locator
      .or(page.getByRole('list', { name: enSources.listLabel }))
      .first()
      .waitFor();
  }
}

const openPages: Page[] = [];
async function browserWith(token: string): Promise<Page> {
  const context = await e2e.browser.newContext({ timezoneId: 'UTC', locale: 'en-GB' });
  await context.addInitScript((value: string) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  openPages.push(page);
  return page;
}

/** On failure, what each browser showed, to read beside the error. */
function screenshotsOnFailure() {
  onTestFailed(async () => {
    for (const [index, page] of openPages.entries())
      await page
        .screenshot({ path: join(tmpdir(), `bots-e2e-${index}.png`), fullPage: true })
        .catch(() => {});
  });
}

/** Adds a source of type RSS through the dialog of My sources; its notice follows its first read. */
async function addReadSource(page: Page, name: string, url: string, { readable = true } = {}) {
  await addRssSource(page, name, url);
  const notice = readable
    ? enSources.notices.added.replace('{{name}}', name)
    : (enSources.notices.addedUnread.split('{{reason}}')[0] ?? '').replace('{{name}}', name);
  // The notice follows the source's first read, which a feed that is gone may take beyond 30 s to
  // give up on beside another file's server and browser.
  await page.getByText(notice, { exact: readable }).waitFor({ timeout: 90_000 });
}

const sourceRow = (page: Page, name: string) =>
  page.getByRole('list', { name: enSources.listLabel }).getByRole('listitem', { name, exact: true });

const botRow = (page: Page, name: string) =>
  page.getByRole('list', { name: enBots.listLabel }).getByRole('listitem', { name, exact: true });

describe('bots and sources in Chromium', () => {
  it(
    'a custom RSS source feeds a bot that posts exactly 3 transformed articles on a sandbox page by itself; reading again posts nothing; a broken feed and a private address are disabled',
    async () => {
      screenshotsOnFailure();
      const started = Date.now();
      const user = await createConfirmedUser(e2e.server);
      const pageName = 'Harbour Gazette';
      const added = await api<{ pages: { id: string; name: string }[] }>(
        user.token,
        'POST',
        '/networks/sandbox/form',
        { fields: { pageName } },
      );
      expect(added.status).toBe(201);
      const pageId = added.body.pages.find((item) => item.name === pageName)?.id ?? '';
      expect(pageId).not.toBe('');

      // 1. My sources: the local feed, added through the dialog, is read at once.
      const page = await browserWith(user.token);
      await page.goto(`${e2e.server.url}/#/dash/sources`);
      await page.getByText(enSources.empty.title).waitFor();
      await addReadSource(page, 'Harbour news', `${feedBase}/news.xml`);
      const newsRow = sourceRow(page, 'Harbour news');
      await newsRow.getByText(enSources.status.running, { exact: true }).waitFor();
      await reloadUntilVisible(
        page,
        newsRow.getByText(enSources.facts.items_other.replace('{{count}}', '6'), { exact: true }),
      );
      await newsRow.getByRole('button', { name: enSources.actions.items }).click();
      const drawer = page.getByRole('dialog', {
        name: enSources.items.title.replace('{{name}}', 'Harbour news'),
      });
      await drawer.getByText(enSources.items.count_other.replace('{{count}}', '6')).waitFor();
      for (const article of articles) await drawer.getByRole('link', { name: article.title }).waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      const newsSource = (await api<{ sources: Source[] }>(user.token, 'GET', '/sources')).body.sources[0];
      if (!newsSource) throw new Error('the source is not saved');
      expect(hits.get('/news.xml')).toBe(1);
      console.info(`source read after ${Math.round((Date.now() - started) / 1000)} s`);

      // 2. A new bot on the sandbox page: my source, a prefix, hashtags, a banned word, 3 a day, instant.
      await page.goto(`${e2e.server.url}/#/dash/bots/new`);
      const form = page.getByRole('form', { name: enBots.form.newTitle });
      const pagePicker = form.getByRole('combobox', { name: enBots.form.page.label, exact: true });
      await pagePicker.locator('option', { hasText: pageName }).waitFor({ state: 'attached' });
      await pagePicker.selectOption({ label: `${pageName} (Sandbox)` });
      await form.getByRole('textbox', { name: enBots.form.name.label, exact: true }).fill('Harbour bot');
      await form.getByText(enBots.types.custom, { exact: true }).click();
      await form.getByRole('radio', { name: enBots.form.sources.pickCustom }).check();
      await form.getByRole('checkbox', { name: 'Harbour news' }).check();
      await form.getByRole('button', { name: enBots.form.sections.text }).click();
      await form.getByRole('textbox', { name: enBots.form.prefix.label, exact: true }).fill('📰 ');
      await form
        .getByRole('textbox', { name: enBots.form.hashtags.label, exact: true })
        .fill('#harbour #news');
      const banned = form.getByLabel(enBots.form.bannedWords.label, { exact: true });
      await banned.fill('war');
      await banned.press('Enter');
      await form.getByRole('button', { name: enBots.form.sections.publishing }).click();
      await form.getByRole('switch', { name: enBots.form.dailyLimit.none }).uncheck();
      await form.getByRole('textbox', { name: enBots.form.dailyLimit.label, exact: true }).fill('3');
      await form
        .getByRole('combobox', { name: enBots.form.frequency.label, exact: true })
        .selectOption('instant');
      await form.getByRole('button', { name: enBots.form.create }).click();
      await page.waitForURL(/#\/dash\/bots$/);
      const harbourBot = botRow(page, 'Harbour bot');
      await harbourBot.getByText(enBots.status.running, { exact: true }).waitFor();
      await harbourBot
        .getByText(enBots.facts.frequency.replace('{{frequency}}', enBots.frequencies.instant))
        .waitFor();
      const bot = (await api<{ bots: Bot[] }>(user.token, 'GET', '/bots')).body.bots[0];
      if (!bot) throw new Error('the bot is not saved');
      expect(bot).toMatchObject({
        type: 'custom',
        autoSources: false,
        sourceIds: [newsSource.id],
        prefix: '📰',
        hashtags: '#harbour #news',
        bannedWords: ['war'],
        dailyLimit: 3,
        frequency: 'instant',
        enabled: true,
      });
      const created = Date.now();

      // 3. The engine's sweep runs the bot, due since it was saved: exactly 3 posts reach the
      // sandbox page.
      await until(
        'the bot to post on the sandbox page',
        () => sandboxPosts(user.token, pageId),
        (posts) => posts.length >= 3,
        { timeoutMs: 60_000, everyMs: 1_000 },
      );
      console.info(
        `3 posts on the sandbox page ${Math.round((Date.now() - created) / 1000)} s after the bot`,
      );
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const posted = await sandboxPosts(user.token, pageId);
      expect(posted).toHaveLength(3);
      expect(posted.map((post) => post.text).sort()).toEqual(
        expectedPosted.map((title) => `📰 ${title}\n\n#harbour #news`).sort(),
      );
      expect(posted.map((post) => post.link).sort()).toEqual(
        [articles[0], articles[2], articles[3]].map((article) => article?.link).sort(),
      );
      for (const post of posted) expect(post.text).not.toContain('War memorial');

      // Three automatic posts in the post list, and the bot says so.
      const { posts } = (await api<{ posts: Post[] }>(user.token, 'GET', '/posts')).body;
      expect(posts).toHaveLength(3);
      for (const post of posts) {
        expect(post.origin).toBe('auto');
        expect(post.targets.map((target) => target.pageId)).toEqual([pageId]);
      }
      await until(
        'the posts to be marked posted',
        async () => (await api<{ posts: Post[] }>(user.token, 'GET', '/posts')).body.posts,
        (list) => list.every((post) => post.targets.every((target) => target.status === 'posted')),
      );
      // The sandbox page as its audience sees it.
      await page.goto(`${e2e.server.url}/#/dash/sandbox/${pageId}`);
      const published = page.getByRole('list', { name: enPages.sandbox.posts });
      for (const title of expectedPosted) await published.getByText(`📰 ${title}`).waitFor();
      expect(await published.locator(':scope > li').count()).toBe(3);
      expect(await published.getByText('#harbour #news').count()).toBe(3);
      expect(await published.getByText(/War memorial/).count()).toBe(0);
      await page.goto(`${e2e.server.url}/#/dash/posts2?display=list`);
      for (const title of expectedPosted)
        await page.getByRole('listitem', { name: new RegExp(`^📰 ${title}`) }).waitFor();
      expect(await page.getByRole('listitem', { name: /^📰 / }).count()).toBe(3);
      // The bots' list the screen holds from before the posts may be less than its freshness old
      // (the bot posts within seconds of being saved): a reload reads it again.
      await page.goto(`${e2e.server.url}/#/dash/bots`);
      await reloadUntilVisible(
        page,
        harbourBot.getByText(
          enBots.facts.postedToday_other.replace('{{count}}', '3').replace('{{limit}}', '3'),
        ),
      );

      // 4. The feed is read again (a new address for it is read at once): nothing new, nothing posted.
      await page.goto(`${e2e.server.url}/#/dash/sources`);
      await newsRow.getByRole('button', { name: enSources.actions.edit }).click();
      const edit = page.getByRole('dialog', { name: enSources.form.editTitle });
      await edit
        .getByRole('textbox', { name: enSources.form.url.rss.label })
        .fill(`${feedBase}/news.xml?edition=2`);
      await edit.getByRole('button', { name: enSources.form.save }).click();
      await edit.waitFor({ state: 'detached' });
      await until(
        'the feed to be read again',
        async () => (await api<Source>(user.token, 'GET', `/sources/${newsSource.id}`)).body,
        (source) => (hits.get('/news.xml') ?? 0) >= 2 && source.lastFetchedAt !== newsSource.lastFetchedAt,
      );
      const reread = Date.now();
      const items = await api<{ items: unknown[] }>(user.token, 'GET', `/sources/${newsSource.id}/items`);
      expect(items.body.items).toHaveLength(6);
      await page.reload();
      await newsRow
        .getByText(enSources.facts.items_other.replace('{{count}}', '6'), { exact: true })
        .waitFor();

      await page.goto(`${e2e.server.url}/#/dash/bots`);
      await harbourBot.getByRole('button', { name: enBots.actions.run }).click();
      await page
        .getByText(
          new RegExp(
            `^${enBots.notices.ran.replace('{{name}}', 'Harbour bot').replace('{{posted}}', '0').split('{{skipped}}')[0]}`,
          ),
        )
        .waitFor();
      expect(await sandboxPosts(user.token, pageId)).toHaveLength(3);
      const ranByHand = (await api<Bot>(user.token, 'GET', `/bots/${bot.id}`)).body.lastRunAt;
      expect(new Date(ranByHand ?? 0).getTime()).toBeGreaterThanOrEqual(reread);

      // 5. A feed that is gone: the source is disabled, says why, offers to re-enable, and e-mails.
      await page.goto(`${e2e.server.url}/#/dash/sources`);
      await addReadSource(page, 'Old harbour feed', `${feedBase}/gone.xml`, { readable: false });
      const goneRow = sourceRow(page, 'Old harbour feed');
      await reloadUntilVisible(page, goneRow.getByText(enSources.status.error, { exact: true }));
      await goneRow.getByText(enSources.errors.source_gone).waitFor();
      await goneRow.getByRole('button', { name: enSources.actions.enable }).waitFor();
      expect(hits.get('/gone.xml')).toBe(1);
      const mail = await e2e.server.waitForEmail(
        user.email,
        'We stopped reading your source Old harbour feed: the site says the feed is gone for good (410)',
      );
      expect(mail).toContain('/#/dash/sources');

      // A private address the server is not told to allow is refused before any connection.
      await addReadSource(page, 'Intranet feed', 'http://10.0.0.1/feed.xml', { readable: false });
      const privateRow = sourceRow(page, 'Intranet feed');
      await reloadUntilVisible(page, privateRow.getByText(enSources.errors.source_address_refused));
      await privateRow.getByText(enSources.status.error, { exact: true }).waitFor();
      await e2e.server.waitForEmail(user.email, 'We stopped reading your source Intranet feed');
      await newsRow.getByText(enSources.status.running, { exact: true }).waitFor();

      // 6. Another account sees none of it.
      const stranger = await createConfirmedUser(e2e.server);
      expect((await api(stranger.token, 'GET', `/sources/${newsSource.id}`)).status).toBe(404);
      expect((await api(stranger.token, 'GET', `/sources/${newsSource.id}/items`)).status).toBe(404);
      expect((await api(stranger.token, 'GET', `/bots/${bot.id}`)).status).toBe(404);
      expect((await api(stranger.token, 'POST', `/bots/${bot.id}/run`)).status).toBe(404);
      expect((await api(stranger.token, 'GET', `/sandbox/pages/${pageId}`)).status).toBe(404);
      const strangerPage = await browserWith(stranger.token);
      await strangerPage.goto(`${e2e.server.url}/#/dash/sources`);
      await strangerPage.getByText(enSources.empty.title).waitFor();
      await strangerPage.goto(`${e2e.server.url}/#/dash/bots`);
      await strangerPage.getByText(enBots.empty.title).waitFor();

      // 7. The engine's own run after the second read posts nothing either: its next run (at the
      // next minute) is brought to now, as if that minute had come, and the sweep finds it due. A
      // run is one job per bot and minute (claim-due-bots.ts): the engine's own run of this minute,
      // before the one by hand, goes too, as the next minute would not hold it.
      await e2e.server.restartWith(async (database) => {
        await database.query('update bots set next_run_at = now() where id = $1', [bot.id]);
        await database.query("delete from pgboss.job where name = 'run-bot' and data->>'botId' = $1", [
          bot.id,
        ]);
      });
      await until(
        "the engine's next run of the bot",
        async () => (await api<Bot>(user.token, 'GET', `/bots/${bot.id}`)).body,
        (current) => new Date(current.lastRunAt ?? 0).getTime() > new Date(ranByHand ?? 0).getTime(),
        { timeoutMs: 30_000, everyMs: 1_000 },
      );
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await sandboxPosts(user.token, pageId)).toHaveLength(3);
      expect((await api<{ posts: Post[] }>(user.token, 'GET', '/posts')).body.posts).toHaveLength(3);
      expect((await api<Bot>(user.token, 'GET', `/bots/${bot.id}`)).body.postedToday).toBe(3);
      console.info(`done in ${Math.round((Date.now() - started) / 1000)} s`);
    },
    6 * 60_000,
  );
});
