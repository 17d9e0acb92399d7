import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enCommon from '../apps/web/src/i18n/en/common.json' with { type: 'json' };
import enComposer from '../apps/web/src/i18n/en/composer.json' with { type: 'json' };
import enDash from '../apps/web/src/i18n/en/dash.json' with { type: 'json' };
import enLegal from '../apps/web/src/i18n/en/legal.json' with { type: 'json' };
import enSources from '../apps/web/src/i18n/en/sources.json' with { type: 'json' };
import { type Finding, seriousViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { type EveryScreenAccount, seedEveryScreen, startNewsSite } from './support/every-screen-account.ts';
import { type E2eServer, startServer } from './support/server.ts';

/**
 * Issue 17: axe finds no serious or critical violation on any screen the interface leads to, at
 * 1280 and 390 px, in light and dark mode, with the data a real account has on them.
 */

type Signed = 'in' | 'out';
interface Screen {
  name: string;
  /** The hash route. */
  path: (account: EveryScreenAccount) => string;
  signed: Signed;
  /** The app version the screen belongs to (the planner and posts list are the old one's). */
  version?: 'old' | 'beta';
  /** What shows once the screen has its data (after `act`, when there is one). */
  ready: (page: Page) => Promise<void>;
  /** What the user does first: open a drawer, try to save. */
  act?: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).first().waitFor();
const text = (value: string | RegExp) => (page: Page) => page.getByText(value).first().waitFor();
const both =
  (...steps: ((page: Page) => Promise<void>)[]) =>
  async (page: Page) => {
    for (const step of steps) await step(page);
  };
const screens = enDash.screens;
const plannerEvent = (page: Page, name: string) => page.locator(`.fc-event[aria-label*="${name}"]`).first();

const everyScreen: Screen[] = [
  { name: 'login', signed: 'out', path: () => '/', ready: (page) => page.locator('input[type="password"]:visible').first().waitFor() },
  { name: 'signup', signed: 'out', path: () => '/?tab=signup', ready: (page) => page.locator('input[type="email"]:visible').first().waitFor() },
  { name: 'partner signup', signed: 'out', path: () => '/?tab=partner', ready: (page) => page.locator('input[type="email"]:visible').first().waitFor() },
  { name: 'forgot password', signed: 'out', path: () => '/?tab=forgot', ready: (page) => page.locator('input[type="email"]:visible').first().waitFor() },
  { name: 'reset password', signed: 'out', path: () => '/reset-password?token=a-link-from-an-e-mail-that-is-long-enough', ready: (page) => page.locator('input, a[href]').first().waitFor() },
  { name: 'confirm (bad link)', signed: 'out', path: () => '/confirm?token=not-a-real-token', ready: text(/./) },
  { name: 'legal', signed: 'out', path: () => '/legal', ready: heading(enLegal.title) },
  { name: 'not found (public)', signed: 'out', path: () => '/no-such-screen', ready: heading(enCommon.notFound.title) },
  { name: 'shared planner', signed: 'out', path: (a) => `${a.sharedPlannerUrl.split('#')[1]}&date=${a.busyDay}`, ready: (page) => plannerEvent(page, 'Bread of the day').waitFor() },
  { name: 'overview', signed: 'in', path: () => '/dash/overview', ready: heading(screens.overview.title) },
  { name: 'pages', signed: 'in', path: () => '/dash/pages', ready: both(heading(screens.pages.title), text('South Shop')) },
  { name: 'sandbox page', signed: 'in', path: (a) => `/dash/sandbox/${a.south}`, ready: text('We are open on Sunday') },
  { name: 'bots', signed: 'in', path: () => '/dash/bots', ready: both(heading(screens.bots.title), text('Harbour bot')) },
  { name: 'new bot', signed: 'in', path: () => '/dash/bots/new', ready: heading(screens.bots.new) },
  { name: 'edit bot', signed: 'in', path: (a) => `/dash/bots/edit/${a.botId}`, ready: (page) => page.locator('input[value="Harbour bot"]').waitFor() },
  { name: 'planner week', signed: 'in', version: 'old', path: (a) => `/dash/planner?date=${a.busyDay}`, ready: (page) => plannerEvent(page, 'Bread of the day').waitFor() },
  { name: 'planner month', signed: 'in', version: 'old', path: (a) => `/dash/planner?date=${a.busyDay}&view=month`, ready: (page) => page.locator('.planner-event-more').first().waitFor() },
  {
    name: 'planner post drawer',
    signed: 'in',
    version: 'old',
    path: (a) => `/dash/planner?date=${a.busyDay}`,
    act: async (page) => plannerEvent(page, 'Bread of the day').click(),
    ready: (page) => page.getByRole('dialog').getByText('Can we add the price?').waitFor(),
  },
  { name: 'posts', signed: 'in', version: 'old', path: () => '/dash/posts', ready: text('Summer menu, to be finished') },
  { name: 'posts and planner', signed: 'in', version: 'beta', path: (a) => `/dash/posts2?date=${a.busyDay}`, ready: (page) => plannerEvent(page, 'Bread of the day').waitFor() },
  { name: 'posts and planner, list', signed: 'in', version: 'beta', path: () => '/dash/posts2?display=list', ready: text('Summer menu, to be finished') },
  { name: 'composer', signed: 'in', path: () => '/dash/postCreator', ready: text('North Shop') },
  {
    name: 'composer with errors',
    signed: 'in',
    path: () => '/dash/postCreator',
    act: async (page) => {
      await page.getByText('North Shop').first().waitFor();
      await page.getByRole('button', { name: enComposer.schedule.schedule, exact: true }).click();
    },
    ready: text(enComposer.issues.errorsTitle),
  },
  { name: 'sources', signed: 'in', path: () => '/dash/sources', ready: text('Harbour news') },
  {
    name: 'sources, what was read',
    signed: 'in',
    path: () => '/dash/sources',
    act: async (page) => page.getByRole('button', { name: enSources.actions.items }).first().click(),
    ready: (page) => page.getByRole('dialog').getByRole('link', { name: 'Harbour ferry returns' }).waitFor(),
  },
  { name: 'settings, my account', signed: 'in', path: () => '/dash/settings/account', ready: heading(screens.settings.title) },
  { name: 'settings, notifications', signed: 'in', path: () => '/dash/settings/notifications', ready: heading(screens.settings.title) },
  { name: 'settings, users', signed: 'in', path: () => '/dash/settings/users', ready: text('Edith') },
  { name: 'settings, billing', signed: 'in', path: () => '/dash/settings/billing', ready: heading(screens.settings.title) },
  { name: 'inbox', signed: 'in', path: () => '/dash/moderation', ready: heading(screens.moderation.title) },
  { name: 'reporting', signed: 'in', path: () => '/dash/reporting', ready: heading(screens.reporting.title) },
  { name: 'plans', signed: 'in', path: () => '/dash/plan', ready: heading(screens.plan.title) },
  { name: 'invoices', signed: 'in', path: () => '/dash/invoice', ready: heading(screens.invoice.title) },
  { name: 'not found (dashboard)', signed: 'in', path: () => '/dash/no-such-screen', ready: heading(enCommon.notFound.title) },
];

const viewports = [
  { name: '1280', size: { width: 1280, height: 800 } },
  { name: '390', size: { width: 390, height: 844 } },
] as const;
const schemes = ['light', 'dark'] as const;

let server: E2eServer;
let browser: Browser;
let newsSite: Awaited<ReturnType<typeof startNewsSite>>;
let account: EveryScreenAccount;
const counts = new Map<string, Record<string, number>>();

beforeAll(async () => {
  newsSite = await startNewsSite();
  [server, browser] = await Promise.all([
    startServer({ SOURCES_ALLOWED_HOSTS: newsSite.host }),
    launchBrowser(),
  ]);
  account = await seedEveryScreen(server, newsSite.url);
});
afterAll(async () => {
  console.info(
    `serious or critical violations per screen:\n${[...counts.entries()]
      .map(([screen, byRun]) => `${screen.padEnd(28)} ${JSON.stringify(byRun)}`)
      .join('\n')}`,
  );
  await browser?.close();
  await server?.stop();
  await newsSite?.close();
});

/** A browser with this scheme forced both ways: the system's preference and Mantine's own choice. */
async function contextFor(viewport: (typeof viewports)[number], scheme: (typeof schemes)[number], token: string | null) {
  const context: BrowserContext = await browser.newContext({
    viewport: viewport.size,
    colorScheme: scheme,
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
    locale: 'en-GB',
  });
  await context.addInitScript(
    ({ token, scheme }: { token: string | null; scheme: string }) => {
      if (token) localStorage.setItem('token', token);
      localStorage.setItem('mantine-color-scheme-value', scheme);
      // Neither the install invitation nor a browser notice covers the screen under test.
      localStorage.setItem('installPopupNever', 'true');
    },
    { token, scheme },
  );
  return context;
}

let loads = 0;
async function visit(page: Page, screen: Screen) {
  if (page.url() === 'about:blank') await page.goto(server.url);
  if (screen.version)
    await page.evaluate((version) => localStorage.setItem('version', version), screen.version);
  // A full load each time (a new address, not only a new hash): nothing of the screen before stays.
  loads += 1;
  await page.goto(`${server.url}/?load=${loads}#${screen.path(account)}`);
  await screen.act?.(page);
  await screen.ready(page);
  // Data still loading (a spinner) or a drawer still sliding in would be checked half drawn.
  await page.waitForFunction(() => document.querySelectorAll('.mantine-Loader-root').length === 0);
  await page.waitForTimeout(100);
}

describe('every screen with axe in Chromium', () => {
  for (const viewport of viewports)
    for (const scheme of schemes)
      it(`has no serious or critical violation at ${viewport.name} px in ${scheme} mode`, async () => {
        const run = `${viewport.name}/${scheme}`;
        const contexts = {
          out: await contextFor(viewport, scheme, null),
          in: await contextFor(viewport, scheme, account.token),
        };
        const pages = { out: await contexts.out.newPage(), in: await contexts.in.newPage() };
        const found: (Finding & { screen: string })[] = [];
        try {
          for (const screen of everyScreen) {
            if (process.env.A11Y_ONLY && !new RegExp(process.env.A11Y_ONLY).test(screen.name)) continue;
            const page = pages[screen.signed];
            const t0 = Date.now();
            const shown = await visit(page, screen).then(
              () => true,
              async (error: Error) => {
                await page.screenshot({ path: `/tmp/a11y-${screen.name}.png` });
                found.push({ screen: screen.name, rule: 'not shown', impact: '', target: '', detail: error.message.split('\n')[0] ?? '' });
                return false;
              },
            );
            if (!shown) continue;
            const t1 = Date.now();
            expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
            const { findings, passes } = await seriousViolations(page);
            if (process.env.A11Y_DEBUG) {
              console.info(`${run} ${screen.name}: load ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
              for (const f of findings) console.info(`   ${f.rule} ${f.target} ${f.detail}`);
              await page.screenshot({ path: `/tmp/a11y-${run.replace('/', '-')}-${screen.name}.png`, fullPage: true });
            }
            // The check read a drawn screen, not an empty page.
            expect(passes, screen.name).toBeGreaterThan(5);
            counts.set(screen.name, { ...counts.get(screen.name), [run]: findings.length });
            found.push(...findings.map((finding) => ({ ...finding, screen: screen.name })));
          }
        } finally {
          await contexts.out.close();
          await contexts.in.close();
        }
        expect(
          found.map((f) => `${run} ${f.screen}: ${f.rule} (${f.impact}) at ${f.target}: ${f.detail}`),
        ).toEqual([]);
      }, 600_000);
});
