import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { apiOf } from './api.ts';
import type { E2eServer } from './server.ts';

/**
 * A sandbox page of the user's, connected through the API, once a worker has read its past: the
 * report of its last 30 days holds each of them.
 */
export async function sandboxPageWithFigures(
  server: E2eServer,
  token: string,
  pageName: string,
): Promise<void> {
  const api = apiOf(server);
  await api(token, 'POST', '/networks/sandbox/form', { fields: { pageName } });
  const until = Date.now() + 30_000;
  for (;;) {
    const report = await api<{ days: unknown[] }>(token, 'GET', '/reporting/overview?period=30d');
    if (report.days.length === 30) return;
    if (Date.now() > until) throw new Error(`the sandbox page ${pageName} has no figures`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * A desktop page of the app signed in with `token`, at `path` (a hash route); on the test's failure,
 * what it showed is kept as `<name>-failure.png` in the OS temp folder.
 */
export async function signedInPage(
  e2e: { browser: Browser; server: E2eServer },
  token: string,
  path: string,
  name: string,
): Promise<Page> {
  const context = await e2e.browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await context.addInitScript((value: string) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  onTestFailed(
    async () => void (await page.screenshot({ path: join(tmpdir(), `${name}-failure.png`), fullPage: true })),
  );
  await page.goto(`${e2e.server.url}/#${path}`);
  return page;
}
