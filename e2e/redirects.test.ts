import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import enAuth from '../apps/web/src/i18n/en/auth.json' with { type: 'json' };
import enCommon from '../apps/web/src/i18n/en/common.json' with { type: 'json' };
import enDash from '../apps/web/src/i18n/en/dash.json' with { type: 'json' };
import enLegal from '../apps/web/src/i18n/en/legal.json' with { type: 'json' };
import { launchBrowser } from './support/browser.ts';
import { serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser, password } from './support/users.ts';

let user: { email: string; token: string };
const e2e = serverAndBrowser();
beforeAll(async () => {
  user = await createConfirmedUser(e2e.server);
});

/** A browser context whose local storage already holds these keys when the app starts. */
async function contextWith(storage: Record<string, string>): Promise<BrowserContext> {
  const context = await e2e.browser.newContext();
  await context.addInitScript((values: Record<string, string>) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, storage);
  return context;
}

/**
 * Where the app lands from `path`. The rules may redirect after a screen's code has loaded, and
 * a loaded machine can leave the network quiet before that: so first the awaited address (or 15 s),
 * then a quiet network, in case it moves on from there.
 */
async function landing(storage: Record<string, string>, path: string, awaited: string): Promise<string> {
  const context = await contextWith(storage);
  try {
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}${path}`);
    await page.waitForURL((url) => url.hash === awaited, { timeout: 15_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    return new URL(page.url()).hash;
  } finally {
    await context.close();
  }
}

async function expectLanding(storage: Record<string, string>, path: string, awaited: string) {
  expect(await landing(storage, path, awaited)).toBe(awaited);
}

describe('redirect rules of the spec', () => {
  it('sends a visitor without a token to the auth screen', async () => {
    await expectLanding({}, '/#/dash/overview', '#/');
    await expectLanding({}, '/#/dash', '#/');
  });

  it('sends a logged-in user from /, /_ and /dash to the overview', async () => {
    const token = { token: user.token };
    await expectLanding(token, '/#/', '#/dash/overview');
    await expectLanding(token, '/#/_', '#/dash/overview');
    await expectLanding(token, '/#/dash', '#/dash/overview');
  });

  it('moves posts and planner to posts2 unless the version flag is old or no_redirection is given', async () => {
    const token = { token: user.token };
    await expectLanding(token, '/#/dash/posts', '#/dash/posts2');
    await expectLanding(token, '/#/dash/planner', '#/dash/posts2');
    await expectLanding({ ...token, version: 'old' }, '/#/dash/posts', '#/dash/posts');
    await expectLanding(token, '/#/dash/planner?no_redirection=1', '#/dash/planner?no_redirection=1');
    await expectLanding({ ...token, version: 'old' }, '/#/dash/posts2', '#/dash/planner');
    await expectLanding(
      { ...token, version: 'old' },
      '/#/dash/posts2?no_redirection=1',
      '#/dash/posts2?no_redirection=1',
    );
  });

  it('opens a post link at / in posts2 with the same query', async () => {
    await expectLanding(
      { token: user.token },
      '/#/?post_id=7&page_id=8&bot_id=9',
      '#/dash/posts2?post_id=7&page_id=8&bot_id=9',
    );
  });

  it('keeps a post link opened without a token and goes there after login', async () => {
    const page = await (await e2e.browser.newContext()).newPage();
    await page.goto(`${e2e.server.url}/#/dash/posts2?post_id=7&page_id=8`);
    await page.waitForURL(/#\/$/);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: enAuth.fields.email, exact: true }).fill(user.email);
    await panel.getByRole('textbox', { name: enAuth.fields.password, exact: true }).fill(password);
    await panel.getByRole('button', { name: enAuth.login.submit }).click();
    await page.waitForURL(/#\/dash\/posts2\?post_id=7&page_id=8$/);
  });

  it('opens a supervisor link: storage cleared, token kept, supervisor marked, viewer to the planner', async () => {
    const context = await contextWith({ selectedPageIds: '["x"]' });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/?supervisortoken=${user.token}&viewer=1#/`);
    await page.waitForURL(/#\/dash\/(planner|posts2)/);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.token).toBe(user.token);
    expect(stored.supervisor).toBeTruthy();
    expect(stored.selectedPageIds).toBeUndefined();
    await page.getByText(enDash.supervisor.badge).waitFor();
  });

  it('moves a beta.saas host to the saas host', async () => {
    const port = new URL(e2e.server.url).port;
    const hosts = await launchBrowser([
      '--host-resolver-rules=MAP beta.saas.test 127.0.0.1, MAP saas.test 127.0.0.1',
    ]);
    try {
      const page = await hosts.newPage();
      await page.goto(`http://beta.saas.test:${port}/#/legal`);
      await page.waitForURL(`http://saas.test:${port}/#/legal`);
      await page.getByRole('heading', { name: enLegal.title }).first().waitFor();
    } finally {
      await hosts.close();
    }
  });

  it('shows the chunk load error with a reload button when a screen fails to download', async () => {
    const context = await contextWith({ token: user.token });
    await context.route(/\/assets\/LegalScreen-[^/]+\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/#/legal`);
    await page.getByText(enCommon.errors.chunkLoad).waitFor();
    await page.getByRole('button', { name: enCommon.errors.reload }).waitFor();
  });
});
