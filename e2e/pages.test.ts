import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import enPages from '../apps/web/src/i18n/en/pages.json' with { type: 'json' };
import {
  type FakeFacebookPageApi,
  startFakeFacebookPage,
} from '../packages/networks/src/facebook-page/fake.ts';
import { fakeNetworkEnv, serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser } from './support/users.ts';

let facebook: FakeFacebookPageApi;
beforeAll(async () => {
  facebook = await startFakeFacebookPage();
});
const e2e = serverAndBrowser(() => fakeNetworkEnv('FACEBOOK_PAGE', facebook.url));
afterAll(async () => {
  await facebook?.close();
});

async function loggedIn(): Promise<Page> {
  const user = await createConfirmedUser(e2e.server);
  const context = await e2e.browser.newContext();
  await context.addInitScript((token: string) => localStorage.setItem('token', token), user.token);
  return context.newPage();
}

async function connectWithDialog(page: Page, network: RegExp) {
  await page.getByRole('button', { name: enPages.connect.button }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: network }).click();
}

describe('pages in the browser', () => {
  it('connects a sandbox page, groups it, refreshes it and deletes it', async () => {
    const page = await loggedIn();
    await page.goto(`${e2e.server.url}/#/dash/pages`);
    await page.getByText(enPages.empty.title).waitFor();

    await connectWithDialog(page, /Sandbox/);
    await page.getByRole('textbox', { name: enPages.fields.pageName }).fill('Corner Bakery');
    await page.getByRole('dialog').getByRole('button', { name: enPages.connect.submit, exact: true }).click();
    await page.getByText('Corner Bakery').first().waitFor();
    await page.getByText(enPages.status.running).first().waitFor();

    await page.getByRole('button', { name: enPages.groups.create }).click();
    const groupDialog = page.getByRole('dialog');
    await groupDialog.getByRole('textbox', { name: enPages.groups.name }).fill('Shops');
    await groupDialog.getByRole('checkbox', { name: 'Corner Bakery' }).check();
    await groupDialog.getByRole('button', { name: enPages.groups.save }).click();
    await page.getByText(enPages.groups.saved).waitFor();
    await page.getByText('Shops').first().waitFor();

    await page.getByRole('button', { name: enPages.actions.refresh }).first().click();
    await page.getByText(enPages.notices.refreshed).waitFor();

    await page.getByRole('button', { name: enPages.actions.delete }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: enPages.delete.confirm }).click();
    await page.getByText(enPages.empty.title).waitFor();
  });

  it('shows a revoked sandbox token as "reconnection needed" and reconnects the page', async () => {
    const page = await loggedIn();
    await page.goto(`${e2e.server.url}/#/dash/pages`);
    await connectWithDialog(page, /Sandbox/);
    await page.getByRole('textbox', { name: enPages.fields.pageName }).fill('Harbour Café');
    await page.getByRole('dialog').getByRole('button', { name: enPages.connect.submit, exact: true }).click();
    await page.getByText('Harbour Café').first().waitFor();

    await page.getByRole('link', { name: enPages.actions.viewSandbox }).first().click();
    await page.getByText(enPages.sandbox.emptyTitle).waitFor();
    await page.getByText(enPages.sandbox.followers).waitFor();
    await page.getByRole('button', { name: enPages.sandbox.revoke }).click();
    await page.getByRole('dialog').getByRole('button', { name: enPages.sandbox.revokeConfirm }).click();
    await page.getByText(enPages.sandbox.revoked).waitFor();

    await page.goto(`${e2e.server.url}/#/dash/pages`);
    await page.getByRole('button', { name: enPages.actions.refresh }).first().click();
    await page.getByText(enPages.status.reconnection_needed).first().waitFor();
    await page.getByRole('button', { name: enPages.actions.reconnect }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: enPages.actions.reconnect }).click();
    await page.getByText(enPages.notices.reconnected).waitFor();
    await page.getByText(enPages.status.running).first().waitFor();
  });

  it('connects a Facebook page through the consent screen and the page picker', async () => {
    const page = await loggedIn();
    await page.goto(`${e2e.server.url}/#/dash/pages`);
    await page.getByText(enPages.empty.title).waitFor();
    await connectWithDialog(page, /Facebook page/);
    await page.waitForURL(/#\/dash\/pages\?connection=/);
    const picker = page.getByRole('dialog');
    await picker.getByText(enPages.picker.title).waitFor();
    await picker.getByRole('checkbox', { name: /Pagewise Bakery/ }).check();
    await picker.getByRole('button', { name: enPages.picker.add }).click();
    await page.getByText('Pagewise Bakery').first().waitFor();
    await page.waitForURL((url) => url.hash === '#/dash/pages', { timeout: 5000 });
  });
});
