import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enAuth from '../apps/web/src/i18n/en/auth.json' with { type: 'json' };
import enDash from '../apps/web/src/i18n/en/dash.json' with { type: 'json' };
import enPages from '../apps/web/src/i18n/en/pages.json' with { type: 'json' };
import enSettings from '../apps/web/src/i18n/en/settings.json' with { type: 'json' };
import enTeam from '../apps/web/src/i18n/en/team.json' with { type: 'json' };
import { answerOf } from './support/api.ts';
import { serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser } from './support/users.ts';

const e2e = serverAndBrowser();

const apiCall = (token: string, method: string, path: string, body?: unknown) =>
  answerOf(e2e.server)(token, method, path, body);

async function sandboxPage(token: string, pageName: string) {
  const answer = await apiCall(token, 'POST', '/networks/sandbox/form', { fields: { pageName } });
  expect(answer.status).toBe(201);
}

async function browserWith(token: string | null): Promise<Page> {
  const context = await e2e.browser.newContext();
  if (token) await context.addInitScript((value: string) => localStorage.setItem('token', value), token);
  return context.newPage();
}

const memberPassword = 'Harbour-Lights-58';

/** Fills and saves the 3-step add-user wizard; `pageName` limits the user to that page. */
async function addUser(
  page: Page,
  user: { firstname: string; email: string; role: string; pageName?: string },
) {
  await page.getByRole('button', { name: enTeam.add }).first().click();
  const wizard = page.getByRole('dialog');
  await wizard.getByRole('textbox', { name: enTeam.fields.firstname }).fill(user.firstname);
  await wizard.getByRole('textbox', { name: enTeam.fields.lastname }).fill('Team');
  await wizard.getByRole('textbox', { name: enTeam.fields.email }).fill(user.email);
  await wizard.getByRole('textbox', { name: enTeam.fields.password }).fill(memberPassword);
  await wizard.getByRole('radio', { name: user.role }).check();
  await wizard.getByRole('button', { name: enTeam.wizard.next }).click();
  await wizard.getByText(enTeam.notifications.intro).waitFor();
  await wizard.getByRole('button', { name: enTeam.wizard.next }).click();
  if (user.pageName) {
    await wizard.getByRole('switch', { name: enTeam.access.allPages }).uncheck();
    await wizard.getByRole('checkbox', { name: user.pageName }).check();
  }
  await wizard.getByRole('button', { name: enTeam.wizard.save }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByText(user.email, { exact: true }).waitFor();
}

/** The invited user follows the e-mailed link, then logs in through the auth screen. */
async function acceptInvitation(email: string): Promise<Page> {
  const mail = await e2e.server.waitForEmail(email, '/#/confirm?token=');
  const link = mail.match(/http:\/\/\S+\/#\/confirm\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeDefined();
  const page = await browserWith(null);
  await page.goto(link ?? '');
  await page.getByText(enAuth.confirm.successTitle).waitFor();
  await page.goto(`${e2e.server.url}/#/`);
  await page
    .getByRole('tabpanel')
    .getByRole('textbox', { name: enAuth.fields.email, exact: true })
    .fill(email);
  await page
    .getByRole('tabpanel')
    .getByRole('textbox', { name: enAuth.fields.password, exact: true })
    .fill(memberPassword);
  await page.getByRole('tabpanel').getByRole('button', { name: enAuth.login.submit }).click();
  await page.waitForURL(/#\/dash\/overview$/);
  return page;
}

describe('a team in the browser', () => {
  it('an administrator adds a limited editor and a writer; each sees what the role allows', async () => {
    const admin = await createConfirmedUser(e2e.server);
    await sandboxPage(admin.token, 'North Shop');
    await sandboxPage(admin.token, 'South Shop');
    const page = await browserWith(admin.token);
    await page.goto(`${e2e.server.url}/#/dash/settings/users`);
    await page.getByRole('tab', { name: enDash.screens.settings.sections.users }).waitFor();

    const stamp = Date.now();
    const editorEmail = `editor-${stamp}@example.com`;
    const writerEmail = `writer-${stamp}@example.com`;
    await addUser(page, {
      firstname: 'Eda',
      email: editorEmail,
      role: enTeam.roles.editor,
      pageName: 'North Shop',
    });
    await addUser(page, { firstname: 'Wim', email: writerEmail, role: enTeam.roles.writer });
    expect(await page.getByText(enTeam.list.pending).count()).toBe(2);

    // The editor reaches North Shop only.
    const editor = await acceptInvitation(editorEmail);
    await editor.goto(`${e2e.server.url}/#/dash/pages`);
    await editor.getByText('North Shop').first().waitFor();
    expect(await editor.getByText('South Shop').count()).toBe(0);
    await editor.getByRole('button', { name: enPages.connect.button }).first().waitFor();

    // The writer cannot reach user management, in the interface or through the API.
    const writer = await acceptInvitation(writerEmail);
    await writer.goto(`${e2e.server.url}/#/dash/settings/users`);
    await writer.getByText(enSettings.adminOnly.users.title).waitFor();
    expect(await writer.getByRole('tab', { name: enDash.screens.settings.sections.users }).count()).toBe(0);
    const writerToken = await writer.evaluate(() => localStorage.getItem('token'));
    const refused = await apiCall(writerToken ?? '', 'GET', '/users');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { key: 'forbidden' } });
    expect(await writer.getByRole('button', { name: enPages.connect.button }).count()).toBe(0);
  });

  it('the last administrator is not offered for removal, and the server refuses it anyway', async () => {
    const admin = await createConfirmedUser(e2e.server);
    const page = await browserWith(admin.token);
    await page.goto(`${e2e.server.url}/#/dash/settings/users`);
    await page.getByText(admin.email).waitFor();
    await page.getByText(enTeam.list.onlyAdministrator).waitFor();
    expect(await page.getByRole('button', { name: enTeam.list.remove }).count()).toBe(0);
    const me = await apiCall(admin.token, 'GET', '/users/me');
    const refused = await apiCall(admin.token, 'DELETE', `/users/${String(me.body.id)}`);
    expect(refused.body.error).toMatchObject({ key: 'last_administrator' });
    const users = await apiCall(admin.token, 'GET', '/users');
    expect((users.body.users as unknown[]).length).toBe(1);
  });

  it("exports the account's data: the archive arrives by e-mail and holds the account's pages", async () => {
    const admin = await createConfirmedUser(e2e.server);
    await sandboxPage(admin.token, 'Archive Bakery');
    const page = await browserWith(admin.token);
    await page.goto(`${e2e.server.url}/#/dash/settings/account`);
    await page.getByRole('button', { name: enSettings.export.start }).click();
    await page.getByText(enSettings.export.status.ready).waitFor({ timeout: 30_000 });

    const mail = await e2e.server.waitForEmail(admin.email, '/download?token=', 30_000);
    const link = mail.match(
      /http:\/\/\S+\/api\/account\/exports\/[0-9a-f-]+\/download\?token=[A-Za-z0-9_-]+/,
    )?.[0];
    expect(link).toBeDefined();
    const download = await fetch(link ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('application/zip');
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(text('pages.json')).toContain('Archive Bakery');
    expect(text('users.json')).toContain(admin.email);
    expect(text('users.json')).not.toMatch(/argon|password/i);
  });
});
