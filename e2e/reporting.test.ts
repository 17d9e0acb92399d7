import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import deReporting from '../apps/web/src/i18n/de/reporting.json' with { type: 'json' };
import enErrors from '../apps/web/src/i18n/en/errors.json' with { type: 'json' };
import enReporting from '../apps/web/src/i18n/en/reporting.json' with { type: 'json' };
import enSettings from '../apps/web/src/i18n/en/settings.json' with { type: 'json' };
import esReporting from '../apps/web/src/i18n/es/reporting.json' with { type: 'json' };
import frReporting from '../apps/web/src/i18n/fr/reporting.json' with { type: 'json' };
import itReporting from '../apps/web/src/i18n/it/reporting.json' with { type: 'json' };
import ptReporting from '../apps/web/src/i18n/pt/reporting.json' with { type: 'json' };
import { apiOf } from './support/api.ts';
import { sandboxPageWithFigures, signedInPage } from './support/report-page.ts';
import { serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser } from './support/users.ts';

/**
 * Issue 19, as a user reads their reports in Chromium: a sandbox page's figures, read back as soon
 * as it is connected and growing day by day; every section over every period with its charts and
 * tables; the engagement rate on screen equal to the formula over the figures the CSV gives; the
 * screen in six languages. (Axe, dark mode and the phone width: accessibility.test.ts.)
 */
const e2e = serverAndBrowser();
let api: ReturnType<typeof apiOf>;
let user: Awaited<ReturnType<typeof createConfirmedUser>>;
beforeAll(async () => {
  api = apiOf(e2e.server);
  user = await createConfirmedUser(e2e.server);
  await sandboxPageWithFigures(e2e.server, user.token, 'Reporting Bakery');
});

const sectionReady: Record<string, (page: Page) => Promise<void>> = {
  overview: (page) => page.locator('.recharts-surface').first().waitFor(),
  audience: (page) => page.getByText(enReporting.audience.countries).waitFor(),
  engagements: (page) => page.locator('.recharts-surface').first().waitFor(),
  impressions: (page) => page.locator('.recharts-surface').first().waitFor(),
  demographics: (page) => page.getByRole('cell', { name: 'France' }).waitFor(),
  competitors: (page) => page.getByLabel(enReporting.competitors.address).waitFor(),
  posts: (page) => page.getByText(enReporting.empty.posts).or(page.locator('[data-post]')).first().waitFor(),
  videos: (page) => page.locator('.recharts-surface').first().waitFor(),
  profile: (page) => page.getByRole('cell', { name: 'Reporting Bakery' }).waitFor(),
  top_posts: (page) => page.getByText(enReporting.posts.best).waitFor(),
};

const opened = (path: string) => signedInPage(e2e, user.token, path, 'reporting-e2e');

/** The report once its figures are drawn, and no error was shown. */
async function shown(page: Page, section: string) {
  await page.locator('[data-period]').waitFor();
  await page.locator('[data-stale]').waitFor({ state: 'detached' });
  await sectionReady[section]?.(page);
  expect(await page.getByText(enReporting.errors.title).count()).toBe(0);
}

describe('reporting', () => {
  it('shows every section over every period, with its charts and tables', async () => {
    const page = await opened('/dash/reporting');
    await shown(page, 'overview');
    // The period and section as a user picks them…
    await page.getByRole('combobox', { name: enReporting.period.label }).click();
    await page.getByRole('option', { name: enReporting.period['30d'] }).click();
    await page.getByRole('tab', { name: enReporting.sections.audience }).click();
    await shown(page, 'audience');
    expect(page.url()).toContain('section=audience');
    expect(page.url()).toContain('period=30d');
    // …then every section over the last 7 days, and every period of the overview.
    for (const section of Object.keys(sectionReady)) {
      await page.goto(`${e2e.server.url}/#/dash/reporting?section=${section}&period=7d`);
      await shown(page, section);
    }
    for (const period of ['yesterday', '3d', '7d', '15d', '30d', 'this_month', 'last_month']) {
      await page.goto(`${e2e.server.url}/#/dash/reporting?period=${period}`);
      await shown(page, 'overview');
      expect(await page.locator('[data-figure="impressions"] [data-value]').textContent()).toMatch(
        /^[\d,]+$/,
      );
    }
    // A custom period: its two days, typed.
    await page.getByRole('combobox', { name: enReporting.period.label }).click();
    await page.getByRole('option', { name: enReporting.period.custom }).click();
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(enReporting.period.from).fill(day(20));
    await page.getByLabel(enReporting.period.to).fill(day(10));
    await shown(page, 'overview');
    expect(await page.locator('[data-period]').textContent()).toMatch(/compared with/);
  });

  it('shows the engagement rate of the formula over the figures of the CSV, which grow day by day', async () => {
    const page = await opened('/dash/reporting?period=30d');
    await shown(page, 'overview');
    const onScreen = await page.locator('[data-figure="engagementRate"] [data-value]').textContent();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${enReporting.tables.days} as CSV` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^report-overview-days-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const [header, ...lines] = (await readFile((await download.path()) as string, 'utf8'))
      .trim()
      .split('\r\n');
    const columns = (header ?? '').split(',');
    const rows = lines.map((line) =>
      Object.fromEntries(line.split(',').map((cell, index) => [columns[index], cell])),
    );
    expect(rows).toHaveLength(30);
    const total = (name: string) => rows.reduce((sum, row) => sum + Number(row[name] || 0), 0);
    const engagements = total('linkClicks') + total('shares') + total('reactions') + total('comments');
    const rate = Math.round((engagements / total('impressions')) * 10_000) / 100;
    expect(onScreen).toBe(`${rate.toFixed(2)} %`);
    // The sandbox page's audience grows.
    expect(Number(rows.at(-1)?.followers)).toBeGreaterThan(Number(rows[0]?.followers));
    // The impressions card is the CSV's sum.
    expect(await page.locator('[data-figure="impressions"] [data-value]').textContent()).toBe(
      total('impressions').toLocaleString('en'),
    );
  });

  it('follows a competitor by its handle and compares it per 1,000 followers', async () => {
    const page = await opened('/dash/reporting?section=competitors&period=30d');
    await shown(page, 'competitors');
    await page.getByLabel(enReporting.competitors.address).fill('https://sandbox.example/@rival_bakery');
    await page.getByRole('button', { name: enReporting.competitors.add, exact: true }).click();
    const line = page.locator('[data-competitor="rival_bakery"]');
    await line.getByText('rival bakery', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await line.locator('td').nth(1).textContent()).toMatch(/^[\d,]+$/);
    // An address with no handle is refused on its field, what was typed kept.
    await page.getByLabel(enReporting.competitors.address).fill('two words');
    await page.getByRole('button', { name: enReporting.competitors.add, exact: true }).click();
    await page.getByText(enErrors.validation.competitor_handle).waitFor();
    expect(await page.getByLabel(enReporting.competitors.address).inputValue()).toBe('two words');
  });

  it('gives an API key, made in Settings, the same figures, and another account’s key none of them', async () => {
    const page = await opened('/dash/settings/api-keys');
    await page.getByRole('button', { name: enSettings.apiKeys.create }).first().click();
    await page.getByLabel(enSettings.apiKeys.createDialog.name).fill('Looker Studio');
    await page.getByRole('button', { name: enSettings.apiKeys.createDialog.submit }).click();
    const shownKey = page.getByLabel(
      enSettings.apiKeys.createDialog.key.replace('{{name}}', 'Looker Studio'),
    );
    const key = await shownKey.inputValue();
    expect(key).toMatch(/^pw_[A-Za-z0-9_-]{43}$/);
    const query = 'period=30d';
    const read = (token: string, path: string) =>
      fetch(`${e2e.server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    const byKey = await read(key, `/v1/reports/overview?${query}`);
    expect(byKey.status).toBe(200);
    const bySession = await api<{ figures: unknown; days: unknown }>(
      user.token,
      'GET',
      `/reporting/overview?${query}`,
    );
    const keyReport = (await byKey.json()) as { figures: unknown; days: unknown; pages: { id: string }[] };
    expect(keyReport.figures).toEqual(bySession.figures);
    expect(keyReport.days).toEqual(bySession.days);
    // Another account's key reads nothing of this account: its page is not found, its own report is empty.
    const other = await createConfirmedUser(e2e.server);
    const otherKey = await api<{ key: string }>(other.token, 'POST', '/api-keys', { name: 'Elsewhere' });
    const pageId = keyReport.pages[0]?.id;
    expect((await read(otherKey.key, `/v1/reports/overview?${query}&pageId=${pageId}`)).status).toBe(404);
    const theirs = (await (await read(otherKey.key, `/v1/reports/overview?${query}`)).json()) as {
      pages: unknown[];
    };
    expect(theirs.pages).toEqual([]);
    // A session is no key.
    expect((await read(user.token, `/v1/reports/overview?${query}`)).status).toBe(401);
  });

  it('speaks the user’s language', async () => {
    const catalogues = {
      fr: frReporting,
      de: deReporting,
      es: esReporting,
      pt: ptReporting,
      it: itReporting,
      en: enReporting,
    };
    const page = await opened('/dash/reporting?period=7d');
    await shown(page, 'overview');
    for (const [language, catalogue] of Object.entries(catalogues)) {
      await api(user.token, 'PATCH', '/users/me', {
        firstname: 'Paula',
        lastname: 'Reis',
        email: user.email,
        language,
      });
      await page.reload();
      await page.getByRole('tab', { name: catalogue.sections.demographics }).waitFor();
      await page.getByText(catalogue.figures.engagementRate).first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
    }
  });
});
