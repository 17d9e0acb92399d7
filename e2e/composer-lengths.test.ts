import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Post } from '@pagewise/shared/posts/post';
import type { BrowserContext, Page } from 'playwright-core';
import twitterText from 'twitter-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enComposer from '../apps/web/src/i18n/en/composer.json' with { type: 'json' };
import enPages from '../apps/web/src/i18n/en/pages.json' with { type: 'json' };
import enPosts from '../apps/web/src/i18n/en/posts.json' with { type: 'json' };
import { type FakeTwitter, startFakeTwitter } from '../packages/networks/src/twitter/fake.ts';
import { apiOf } from './support/api.ts';
import { described, seriousViolations } from './support/axe.ts';
import { elevenMinutesAhead, moveDueTime } from './support/publications.ts';
import { pickScheduleTime } from './support/schedule-field.ts';
import { fakeNetworkEnv, serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser } from './support/users.ts';

let x: FakeTwitter;
/** The fake's one X account belongs to one Pagewise account: both tests write as this user. */
let user: { token: string };
let xPage: { id: string; name: string };
beforeAll(async () => {
  x = await startFakeTwitter();
});
const e2e = serverAndBrowser(() => fakeNetworkEnv('TWITTER', x.url));
beforeAll(async () => {
  user = await createConfirmedUser(e2e.server);
  xPage = await connectX(user.token);
});
afterAll(async () => {
  await x?.close();
});

const api = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiOf(e2e.server)<T>(token, method, path, body);

/** Connects the fake X account as the browser would: consent screen, callback, page picker. */
async function connectX(token: string): Promise<{ id: string; name: string }> {
  const { authorizationUrl } = await api<{ authorizationUrl: string }>(
    token,
    'POST',
    '/networks/twitter/oauth',
    {},
  );
  const consent = await fetch(authorizationUrl, { redirect: 'manual' });
  const callback = await fetch(consent.headers.get('location') ?? '', { redirect: 'manual' });
  const connectionId = /connection=([^&]+)/.exec(callback.headers.get('location') ?? '')?.[1];
  if (!connectionId) throw new Error(`no connection: ${callback.status} ${callback.headers.get('location')}`);
  const offered = await api<{ pages: { remoteId: string }[] }>(
    token,
    'GET',
    `/connections/${connectionId}/pages`,
  );
  const added = await api<{ pages: { id: string; name: string }[] }>(
    token,
    'POST',
    `/connections/${connectionId}/pages`,
    { remoteIds: offered.pages.map((page) => page.remoteId) },
  );
  const page = added.pages[0];
  if (!page) throw new Error('the X account was not added');
  return page;
}

// 200 Japanese characters: 200 for a code-point count, 400 for X.
const japanese = '春の新作パンが焼き上がりました。'.repeat(13).slice(0, 200);
const message = `${japanese} #パン`;
const link = 'https://bakery.example.com/menu/spring-2026/sakura-anpan?utm_source=pagewise';
const network = enPages.networks.twitter;
/** A composer text naming X. */
const forX = (text: string) => text.replace('{{network}}', network);
/** X's own count of what X receives: the message, a blank line and the link. */
const xLength = (text: string) => twitterText.parseTweet(`${text}\n\n${link}`).weightedLength;
const counter = (page: Page) =>
  page.getByRole('group', { name: enComposer.message.counters }).getByText(network);
/** X's counter in X's own tab. */
const xCounter = (page: Page) =>
  page.getByRole('group', { name: forX(enComposer.message.networkCounter) }).getByText(network);
const xText = (page: Page) => page.getByRole('textbox', { name: forX(enComposer.message.networkLabel) });
const xPreview = (page: Page) => page.getByRole('article', { name: `Preview for ${network}` });

/** The composer for the X page, with the over-limit message and the link typed in. */
async function overLimitComposer(context: BrowserContext, pageName: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}/#/dash/postCreator`);
  await page.getByRole('checkbox', { name: pageName }).check();
  await page.getByRole('textbox', { name: enComposer.message.label }).fill(message);
  await page.getByRole('textbox', { name: enComposer.details.link }).fill(link);
  await counter(page)
    .filter({ hasText: `${xLength(message)} of 280` })
    .waitFor();
  return page;
}

const screens = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const schemes = ['light', 'dark'] as const;

describe('a text over X’s limit, counted as X counts it', () => {
  it('is refused with X’s limit, shortened into X’s own text with the link whole, scheduled, and reaches X once within 280', async () => {
    expect(xLength(message)).toBe(431);
    const context = await e2e.browser.newContext({ viewport: screens[0].viewport });
    await context.addInitScript((token: string) => localStorage.setItem('token', token), user.token);
    const page = await overLimitComposer(context, xPage.name);
    const shorten = page.getByRole('button', { name: forX(enComposer.message.shorten) });
    await shorten.waitFor();

    // The preview shows what X shows: the text ending with the link, the link once.
    const preview = xPreview(page);
    await preview.getByText(enComposer.preview.tooLong).waitFor();
    expect(await preview.textContent()).toContain(`#パン\n\n${link}`);
    expect((await preview.textContent())?.split(link)).toHaveLength(2);

    // Scheduling is refused, naming X and its limit; nothing is saved.
    const { local } = await elevenMinutesAhead(page);
    await pickScheduleTime(page, local);
    await page.getByRole('button', { name: enComposer.schedule.schedule, exact: true }).click();
    await page.getByText(enComposer.save.fixErrors).waitFor();
    const refusal = page.getByRole('list', { name: enComposer.issues.errorsTitle });
    await refusal
      .getByText(`${network} takes at most 280 characters, counted as ${network} counts them`)
      .first()
      .waitFor();
    expect(await refusal.textContent()).toContain('the text has 431');
    expect(page.url()).toContain('#/dash/postCreator');
    expect((await api<{ posts: Post[] }>(user.token, 'GET', '/posts')).posts).toEqual([]);

    // Shortened for X, in X's own text (its tab opens): within 280 as X counts, the hashtag and the
    // link whole; the common text stays as written for the other networks.
    await shorten.click();
    const shortened = await xText(page).inputValue();
    expect(shortened.endsWith('… #パン')).toBe(true);
    expect(japanese.startsWith(shortened.slice(0, -'… #パン'.length))).toBe(true);
    const length = xLength(shortened);
    expect(length).toBeLessThanOrEqual(280);
    expect(length).toBeGreaterThan(270);
    await xCounter(page)
      .filter({ hasText: `${length} of 280` })
      .waitFor();
    expect(await page.getByRole('textbox', { name: enComposer.details.link }).inputValue()).toBe(link);
    await expect.poll(() => preview.getByText(enComposer.preview.tooLong).count()).toBe(0);
    expect(await preview.textContent()).toContain(`#パン\n\n${link}`);
    await expect.poll(() => shorten.count()).toBe(0);

    const { local: at, due } = await elevenMinutesAhead(page);
    await pickScheduleTime(page, at);
    await page.getByRole('button', { name: enComposer.schedule.schedule, exact: true }).click();
    await page.waitForURL(/#\/dash\/posts/);
    const { posts } = await api<{ posts: Post[] }>(user.token, 'GET', '/posts');
    expect(posts).toHaveLength(1);
    const post = posts[0] as Post;
    expect(post.message).toBe(message);
    expect(post.networkTexts).toEqual({ twitter: shortened });
    expect(post.link).toBe(link);
    expect(post.targets.map((target) => [target.status, target.dueAt])).toEqual([['scheduled', due]]);
    await context.close();

    // Its time comes (moved, not waited for): X receives it once, as counted.
    const movedDueAt = (await moveDueTime(e2e.server, post.id, due, 5_000)).getTime();
    let published = post;
    // Until an outcome: the engine passes through `inqueue` and `posting` on its way.
    const settled = (status: string | undefined) => status === 'posted' || status === 'error';
    while (!settled(published.targets[0]?.status) && Date.now() < movedDueAt + 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      published = await api<Post>(user.token, 'GET', `/posts/${post.id}`);
    }
    expect(published.targets.map((target) => target.status)).toEqual(['posted']);
    expect(x.state.tweets.map((tweet) => tweet.sentText)).toEqual([`${shortened}\n\n${link}`]);
  }, 180_000);

  it('has no serious or critical accessibility violation in what it shows while over the limit and refused, on a desktop and a phone, light and dark', async () => {
    const found: string[] = [];
    for (const screen of screens) {
      for (const scheme of schemes) {
        const context = await e2e.browser.newContext({ viewport: screen.viewport, colorScheme: scheme });
        await context.addInitScript(
          ({ token, scheme }: { token: string; scheme: string }) => {
            localStorage.setItem('token', token);
            localStorage.setItem('mantine-color-scheme-value', scheme);
          },
          { token: user.token, scheme },
        );
        const page = await overLimitComposer(context, xPage.name);
        await page.getByRole('button', { name: forX(enComposer.message.shorten) }).waitFor();
        await xPreview(page).getByText(enComposer.preview.tooLong).waitFor();
        // Refused: the composer says why.
        await pickScheduleTime(page, (await elevenMinutesAhead(page)).local);
        await page.getByRole('button', { name: enComposer.schedule.schedule, exact: true }).click();
        await page.getByRole('list', { name: enComposer.issues.errorsTitle }).waitFor();
        expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
        // What this state shows: the tabs of the texts, the message with its counters, the ways out
        // and the refusal; the list of problems; X's preview.
        const { findings, results } = await seriousViolations(page, {
          include: [
            `.mantine-Stack-root:has(> [aria-label="${enComposer.message.counters}"])`,
            `div[aria-live="polite"]:has([aria-label="${enComposer.issues.errorsTitle}"])`,
            `article[aria-label="Preview for ${network}"]`,
            `[role="tablist"][aria-label="${enComposer.message.tabs}"]`,
          ],
          passedNodes: true,
        });
        found.push(...findings.map((finding) => `${screen.name}/${scheme}: ${described(finding)}`));
        // The check read the refusal under the message, the typed text and X's preview.
        const contrasted = results.passes.find((rule) => rule.id === 'color-contrast')?.nodes ?? [];
        for (const part of ['mantine-Textarea-error', '<textarea', enComposer.preview.tooLong])
          expect(contrasted.some((node) => node.html.includes(part))).toBe(true);
        await context.close();
      }
    }
    expect(found).toEqual([]);
  }, 180_000);
  it('is refused, then the user writes a text of X’s own in X’s tab, schedules, and X receives that text', async () => {
    const context = await e2e.browser.newContext({ viewport: screens[1].viewport });
    await context.addInitScript((token: string) => localStorage.setItem('token', token), user.token);
    const page = await overLimitComposer(context, xPage.name);
    const before = (await api<{ posts: Post[] }>(user.token, 'GET', '/posts')).posts.length;
    // Another article than the first test's: this page already posted that one.
    const article = `${link}&week=2`;
    await page.getByRole('textbox', { name: enComposer.details.link }).fill(article);

    // Refused: the common text is over X's limit.
    await pickScheduleTime(page, (await elevenMinutesAhead(page)).local);
    await page.getByRole('button', { name: enComposer.schedule.schedule, exact: true }).click();
    await page.getByText(enComposer.save.fixErrors).waitFor();
    expect((await api<{ posts: Post[] }>(user.token, 'GET', '/posts')).posts).toHaveLength(before);

    // X's tab: empty, X gets the common text; the user writes X's own.
    await page.getByRole('tab', { name: network }).click();
    const own = 'さくらあんぱん、今週末まで。 #パン';
    await xText(page).fill(own);
    await xCounter(page)
      .filter({ hasText: `${xLength(own)} of 280` })
      .waitFor();
    await page.getByRole('tab', { name: network }).getByText(enComposer.message.ownTextMarker).waitFor();

    const { local, due } = await elevenMinutesAhead(page);
    await pickScheduleTime(page, local);
    await page.getByRole('button', { name: enComposer.schedule.schedule, exact: true }).click();
    // Saved; else the failure says what the composer showed instead.
    const saved = await page.waitForURL(/#\/dash\/posts/).then(
      () => true,
      () => false,
    );
    if (!saved) {
      const shown = page
        .getByRole('alert')
        .or(page.getByRole('dialog'))
        .or(page.getByRole('list', { name: enComposer.issues.errorsTitle }))
        .or(page.locator('.mantine-InputWrapper-error'));
      const button = page.getByRole('button', { name: enComposer.schedule.schedule, exact: true });
      await page.screenshot({ path: join(tmpdir(), 'composer-lengths-not-saved.png'), fullPage: true });
      throw new Error(
        `not saved at ${page.url()}; the composer shows: ${(await shown.allTextContents()).join(' | ')}; Schedule ${(await button.getAttribute('data-loading')) === null ? 'is not' : 'is'} saving; posts on the server: ${(await api<{ posts: Post[] }>(user.token, 'GET', '/posts')).posts.length} (${before} before)`,
      );
    }
    // The posts list marks the post as customised.
    await page.getByText(enPosts.post.customised, { exact: true }).first().waitFor();
    const { posts } = await api<{ posts: Post[] }>(user.token, 'GET', '/posts');
    const post = posts.find((item) => item.networkTexts.twitter === own) as Post;
    expect(post).toMatchObject({ message, link: article, customised: true, networkTexts: { twitter: own } });
    await context.close();

    // Its time comes (moved): X receives its own text, the link at its end.
    const movedDueAt = (await moveDueTime(e2e.server, post.id, due, 5_000)).getTime();
    let published = post;
    // Until an outcome: the engine passes through `inqueue` and `posting` on its way.
    const settled = (status: string | undefined) => status === 'posted' || status === 'error';
    while (!settled(published.targets[0]?.status) && Date.now() < movedDueAt + 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      published = await api<Post>(user.token, 'GET', `/posts/${post.id}`);
    }
    expect(published.targets.map((target) => target.status)).toEqual(['posted']);
    expect(x.state.tweets.map((tweet) => tweet.sentText)).toContain(`${own}\n\n${article}`);
  }, 180_000);
});
