import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import enAuth from '../apps/web/src/i18n/en/auth.json' with { type: 'json' };
import enDash from '../apps/web/src/i18n/en/dash.json' with { type: 'json' };
import { apiOf } from './support/api.ts';
import { serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser, password } from './support/users.ts';

const e2e = serverAndBrowser();

const drawnIn = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');
/** The page's background, as the eye sees it: dark below 50 of 255 on each channel. */
const background = (page: Page) =>
  page.evaluate(() => {
    const [red = 0, green = 0, blue = 0] =
      getComputedStyle(document.body).backgroundColor.match(/\d+/g)?.map(Number) ?? [];
    return Math.max(red, green, blue) < 50 ? 'dark' : Math.min(red, green, blue) > 200 ? 'light' : 'other';
  });

async function choose(page: Page, name: string) {
  await page.getByRole('button', { name: enDash.menu.label }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** A user with a page, and a browser with a dark system where that user is logged in. */
async function darkSystemUser() {
  const user = await createConfirmedUser(e2e.server);
  await apiOf(e2e.server)(user.token, 'POST', '/networks/sandbox/form', {
    fields: { pageName: 'Night Owl Books' },
  });
  const context = await e2e.browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript((token: string) => localStorage.setItem('token', token), user.token);
  const page = await context.newPage();
  onTestFailed(
    async () =>
      void (await page.screenshot({ path: join(tmpdir(), 'dark-mode-e2e-failure.png'), fullPage: true })),
  );
  return { user, context, page };
}

const overviewHeading = (page: Page) =>
  page.getByRole('heading', { name: enDash.screens.overview.title, level: 1 });

describe('dark mode', () => {
  // Whether each screen reads well in dark (contrast, every serious axe rule) is accessibility.test.ts's
  // work, at two widths: here, that every screen follows the system into dark.
  it('follows a dark system on every screen', async () => {
    const { context, page } = await darkSystemUser();
    // The user never chose: the app follows the system, dark here.
    await page.goto(`${e2e.server.url}/#/dash/overview`);
    await overviewHeading(page).waitFor();
    expect(await drawnIn(page)).toBe('dark');
    expect(await background(page)).toBe('dark');

    const paths = ['overview', 'pages', 'bots', 'posts2', 'sources', 'settings', 'postCreator'];
    const drawn: Record<string, string> = {};
    for (const path of paths) {
      await page.goto(`${e2e.server.url}/#/dash/${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      drawn[path] = `${await drawnIn(page)}, ${await background(page)}`;
      await page.screenshot({ path: join(tmpdir(), `dark-mode-${path}.png`), fullPage: true });
    }
    expect(drawn).toEqual(Object.fromEntries(paths.map((path) => [path, 'dark, dark'])));
    await context.close();
  });

  it('keeps the Light chosen in the menu after a reload and on another device, and goes back to the system', async () => {
    const { user, context, page } = await darkSystemUser();
    const api = apiOf(e2e.server);
    await page.goto(`${e2e.server.url}/#/dash/overview`);
    await overviewHeading(page).waitFor();
    expect(await drawnIn(page)).toBe('dark');
    await page.screenshot({ path: join(tmpdir(), 'dark-mode-overview-dark.png'), fullPage: true });

    // Light, chosen in the header menu: at once, after a reload, and saved on the user.
    await choose(page, enDash.menu.light);
    expect(await drawnIn(page)).toBe('light');
    await expect
      .poll(async () => (await api<{ colorScheme: string }>(user.token, 'GET', '/users/me')).colorScheme)
      .toBe('light');
    await page.reload();
    await overviewHeading(page).waitFor();
    expect(await drawnIn(page)).toBe('light');
    expect(await background(page)).toBe('light');
    await page.screenshot({ path: join(tmpdir(), 'dark-mode-overview-light.png'), fullPage: true });

    // Another device, with a dark system and nothing stored: light as soon as the user logs in.
    const device = await e2e.browser.newContext({
      colorScheme: 'dark',
      viewport: { width: 390, height: 844 },
    });
    const phone = await device.newPage();
    await phone.goto(`${e2e.server.url}/#/`);
    const panel = phone.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: enAuth.fields.email, exact: true }).waitFor();
    expect(await drawnIn(phone)).toBe('dark');
    await panel.getByRole('textbox', { name: enAuth.fields.email, exact: true }).fill(user.email);
    await panel.getByRole('textbox', { name: enAuth.fields.password, exact: true }).fill(password);
    await panel.getByRole('button', { name: enAuth.login.submit }).click();
    await phone.waitForURL(/#\/dash\/overview$/);
    await overviewHeading(phone).waitFor();
    await expect.poll(() => drawnIn(phone)).toBe('light');
    expect(await background(phone)).toBe('light');
    await phone.screenshot({ path: join(tmpdir(), 'dark-mode-phone-light.png'), fullPage: true });

    // Back to the system's scheme: dark again, on this device and, after a reload, on the first.
    await choose(phone, enDash.menu.auto);
    expect(await drawnIn(phone)).toBe('dark');
    await expect
      .poll(async () => (await api<{ colorScheme: string }>(user.token, 'GET', '/users/me')).colorScheme)
      .toBe('auto');
    await page.reload();
    await overviewHeading(page).waitFor();
    await expect.poll(() => drawnIn(page)).toBe('dark');
    await device.close();
    await context.close();
  }, 120_000);
});
