import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enPages from '../apps/web/src/i18n/en/pages.json' with { type: 'json' };
import {
  type FakeFacebookPageApi,
  startFakeFacebookPage,
} from '../packages/networks/src/facebook-page/fake.ts';
import { described, seriousViolations } from './support/axe.ts';
import { fakeNetworkEnv, serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser } from './support/users.ts';

/** Where the screenshots go, to be looked at: `PAGE_PICTURES_SHOTS` or a folder of the system's temp. */
const shots = process.env.PAGE_PICTURES_SHOTS ?? join(tmpdir(), 'page-pictures-e2e');

let facebook: FakeFacebookPageApi;
let page: Page;
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  facebook = await startFakeFacebookPage();
});
const e2e = serverAndBrowser(() => fakeNetworkEnv('FACEBOOK_PAGE', facebook.url));
beforeAll(async () => {
  const user = await createConfirmedUser(e2e.server);
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token: string) => localStorage.setItem('token', token), user.token);
  page = await context.newPage();
});
afterAll(async () => {
  await facebook?.close();
});

/** The picture in a page's avatar has loaded from the product's own /media route. */
async function expectPictureShown(avatar: Locator) {
  const picture = avatar.locator('img');
  await picture.waitFor();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
      timeout: 10_000,
    })
    .toBe(256);
  expect(await picture.getAttribute('src')).toMatch(/^\/media\/[A-Za-z0-9_-]{43}\.webp$/);
}

/** The network's logo sits on the avatar's corner. */
async function expectBadge(avatar: Locator, network: string) {
  await expect.poll(() => avatar.locator(`svg[data-network="${network}"]`).count()).toBe(1);
}

async function screenshots(name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The navigation slides away below its breakpoint: shoot once it has.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** What this feature draws: the pages' avatars and the networks' headings with their logos. */
async function expectNoSeriousAxeIssue() {
  const { findings } = await seriousViolations(page, {
    include: ['[data-page-avatar]', 'section[aria-labelledby^="network-"] > div:first-child'],
  });
  expect(findings.map(described)).toEqual([]);
}

describe('page pictures and network logos', () => {
  it('shows each page its own picture with its network logo, in the pages list and the composer', async () => {
    await page.goto(`${e2e.server.url}/#/dash/pages`);
    await page.getByText(enPages.empty.title).waitFor();

    // A sandbox page: the sandbox draws its picture.
    await page.getByRole('button', { name: enPages.connect.button }).first().click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox/ })
      .click();
    await page.getByRole('textbox', { name: enPages.fields.pageName }).fill('Corner Bakery');
    await page.getByRole('dialog').getByRole('button', { name: enPages.connect.submit, exact: true }).click();
    await page.getByRole('listitem', { name: 'Corner Bakery' }).waitFor();

    // A Facebook page, through the consent screen and the picker: its picture comes from the fake Graph API.
    await page.getByRole('button', { name: enPages.connect.button }).first().click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Facebook page/ })
      .click();
    await page.waitForURL(/#\/dash\/pages\?connection=/);
    const picker = page.getByRole('dialog');
    await picker.getByRole('checkbox', { name: /Pagewise Bakery/ }).check();
    await expectBadge(picker.locator('[data-page-avatar]').first(), 'facebook_page');
    await picker.getByRole('button', { name: enPages.picker.add }).click();
    await page.getByRole('listitem', { name: 'Pagewise Bakery' }).waitFor();
    expect(facebook.calls.some((call) => call.path.startsWith('/pictures/'))).toBe(true);

    for (const [name, network] of [
      ['Corner Bakery', 'sandbox'],
      ['Pagewise Bakery', 'facebook_page'],
    ] as const) {
      const avatar = page.getByRole('listitem', { name }).locator(`[data-page-avatar="${network}"]`);
      await expectPictureShown(avatar);
      await expectBadge(avatar, network);
      // The network's section is headed by its logo beside its name.
      const heading = page.locator(`section[aria-labelledby="network-${network}"]`).first();
      await expect.poll(() => heading.locator(`svg[data-network="${network}"]`).first().count()).toBe(1);
    }
    // The two pictures are the pages' own, not one picture for all.
    const sources = await page
      .locator('[data-page-avatar] img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(new Set(sources).size).toBe(2);
    await expectNoSeriousAxeIssue();
    await screenshots('pages');

    await page.goto(`${e2e.server.url}/#/dash/postCreator`);
    for (const [name, network] of [
      ['Corner Bakery', 'sandbox'],
      ['Pagewise Bakery', 'facebook_page'],
    ] as const) {
      const option = page.getByRole('checkbox', { name });
      await option.waitFor();
      const avatar = page
        .locator(`section[aria-labelledby="composer-network-${network}"]`)
        .locator(`[data-page-avatar="${network}"]`);
      await expectPictureShown(avatar);
      await expectBadge(avatar, network);
    }
    await screenshots('composer');
  });

  it('keeps pictures and logos readable in dark mode', async () => {
    // The user chose no scheme: the app follows the system's, dark here.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${e2e.server.url}/#/dash/pages`);
    await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    const avatar = page.getByRole('listitem', { name: 'Pagewise Bakery' }).locator('[data-page-avatar]');
    await expectPictureShown(avatar);
    await expectNoSeriousAxeIssue();
    await screenshots('pages-dark');
  });
});
