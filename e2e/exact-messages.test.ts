import { mkdirSync } from 'node:fs';
import { textLimits } from '@pagewise/shared/text-limits';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import enComposer from '../apps/web/src/i18n/en/composer.json' with { type: 'json' };
import enDash from '../apps/web/src/i18n/en/dash.json' with { type: 'json' };
import enErrors from '../apps/web/src/i18n/en/errors.json' with { type: 'json' };
import enIssues from '../apps/web/src/i18n/en/issues.json' with { type: 'json' };
import enPages from '../apps/web/src/i18n/en/pages.json' with { type: 'json' };
import enPosts from '../apps/web/src/i18n/en/posts.json' with { type: 'json' };
import { apiOf } from './support/api.ts';
import { serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser } from './support/users.ts';

/** Has no page yet: connects one in the browser. */
let user: { token: string };
/** Has a sandbox page, so the composer opens on its form. */
let writer: { token: string };
const e2e = serverAndBrowser();
beforeAll(async () => {
  user = await createConfirmedUser(e2e.server);
  writer = await createConfirmedUser(e2e.server);
  const api = apiOf(e2e.server);
  await api(writer.token, 'POST', '/networks/sandbox/form', { fields: { pageName: 'Corner Bakery' } });
  const { pages } = await api<{ pages: { id: string }[] }>(writer.token, 'GET', '/pages');
  await api(writer.token, 'POST', '/posts', {
    intent: 'draft',
    pageIds: [pages[0]?.id],
    message: 'Fresh bread',
  });
});

const screens = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const shots = new URL('../test-results/exact-messages/', import.meta.url).pathname;

async function open(
  as: { token: string },
  path: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport });
  await context.addInitScript((token: string) => localStorage.setItem('token', token), as.token);
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}/#${path}`);
  return page;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

describe('messages that say exactly what is wrong', () => {
  for (const { name, viewport } of screens) {
    it(`shows one "fix the problems" toast for two empty saves, clear of the header, on a ${name}`, async () => {
      const page = await open(writer, '/dash/postCreator', viewport);
      const save = page.getByRole('button', { name: enComposer.schedule.draft });
      await save.click();
      await page.getByText(enComposer.save.fixErrors).waitFor();
      await save.click();
      await page.waitForTimeout(600);
      await expect(page.getByText(enComposer.save.fixErrors).count()).resolves.toBe(1);

      // The empty text is asked for by the name of the field the composer shows.
      const message = page.getByRole('textbox', { name: enComposer.message.label });
      await expect(message.getAttribute('aria-invalid')).resolves.toBe('true');
      const required = enIssues.post.text_required;
      expect(required).toContain(enComposer.message.label);
      expect(required).not.toMatch(/title/i);
      await expect(page.getByText(required).count()).resolves.toBeGreaterThan(0);
      await page.getByRole('combobox', { name: enComposer.kind.label }).selectOption('poll');
      await expect(page.getByText(/title field/i).count()).resolves.toBe(0);

      const toast = page.locator('.mantine-Notification-root', { hasText: enComposer.save.fixErrors });
      const toastBox = await boxOf(toast);
      const header = await boxOf(page.locator('header'));
      expect(overlap(toastBox, header), 'toast over the header').toBe(false);
      const menu = await boxOf(page.getByRole('button', { name: enDash.menu.label }));
      expect(overlap(toastBox, menu), 'toast over the account menu').toBe(false);
      // A second click on Save stays possible while the toast is shown.
      await save.scrollIntoViewIfNeeded();
      expect(overlap(toastBox, await boxOf(save)), 'toast over the save button').toBe(false);
      if (name === 'phone') {
        const burger = await boxOf(page.getByRole('button', { name: enDash.nav.toggle }));
        expect(overlap(toastBox, burger), 'toast over the navigation button').toBe(false);
      }
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}composer-toast-${viewport.width}.png` });
      await page.context().close();
    });

    it(`starts notifications below a drawer's title and close button, on a ${name}`, async () => {
      const page = await open(writer, '/dash/posts?display=list', viewport);
      await page.getByRole('button', { name: enPosts.actions.details }).first().click();
      const drawerHeader = await boxOf(page.locator('.mantine-Drawer-header'));
      const notifications = page.locator(
        `.mantine-Notifications-root[data-position="${name === 'phone' ? 'top-center' : 'bottom-right'}"]`,
      );
      // Toasts stack down from the top of their container.
      const top = (await boxOf(notifications)).y;
      expect(top).toBeGreaterThanOrEqual(drawerHeader.y + drawerHeader.height);
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}drawer-${viewport.width}.png` });
      await page.context().close();
    });
  }

  it('stops the page name at its limit and says the limit', async () => {
    const page = await open(user, '/dash/pages', screens[0].viewport);
    await page.getByText(enPages.empty.title).waitFor();
    await page.getByRole('button', { name: enPages.connect.button }).first().click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox/ })
      .click();
    const field = page.getByRole('textbox', { name: enPages.fields.pageName });
    await field.fill('p'.repeat(10_000));
    await expect(field.inputValue()).resolves.toHaveLength(textLimits.pageName);
    const note = enErrors.validation.at_limit.replace('{{max}}', String(textLimits.pageName));
    await page.getByText(note).waitFor();
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}page-name-limit.png` });

    await page.getByRole('dialog').getByRole('button', { name: enPages.connect.submit, exact: true }).click();
    await page.getByText('p'.repeat(textLimits.pageName)).first().waitFor();
    await page.context().close();
  });
});
