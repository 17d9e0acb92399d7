import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { chromiumArgs } from './fresh-tab.ts';
import { plannerMonthUrl, type Site, sessionStorageOf } from './site.ts';

/** Issue 17: each screen scores at least this, in both categories and both form factors. */
export const lighthouseTarget = 95;

type FormFactor = 'desktop' | 'mobile';

/** A screen audited on both form factors, at its phone's own address where it has one. */
type AuditedScreen = {
  session: boolean;
  desktop: { screen: string; url: string };
  mobile?: { screen: string; url: string };
};

export type ScreenAudit = {
  screen: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  /** First and largest contentful paint, total blocking time, layout shift, speed index. */
  metrics: Record<string, string>;
  /** What cost points: each audit below full marks that counts in a category's score. */
  findings: string[];
};

const metricIds = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

/**
 * Audits the auth screen as a visitor, then the overview and the planner as the site's owner, each
 * with Lighthouse's desktop preset and its default (a mid-range phone on a slow 4G, simulated):
 * the planner's month on the desktop, and on the phone the list its menu link opens there. Lighthouse drives Debian's Chromium through chrome-launcher; between audits it
 * empties the HTTP cache but keeps local storage, where the web app holds its session.
 * `BENCH_LIGHTHOUSE_REPORTS=<folder>` keeps each JSON report.
 */
export async function auditScreens(site: Site): Promise<ScreenAudit[]> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumArgs,
  });
  const audits: ScreenAudit[] = [];
  try {
    const screens: AuditedScreen[] = [
      { session: false, desktop: { screen: 'auth screen', url: `${site.webUrl}/#/` } },
      { session: true, desktop: { screen: 'overview', url: `${site.webUrl}/#/dash/overview` } },
      {
        session: true,
        desktop: { screen: 'planner (month)', url: plannerMonthUrl(site.webUrl, site.monthStart) },
        // A phone (576 px wide or less) opens the planner on the list of the week: its audit is of
        // what a phone user gets from the menu's "Planner", not of a month forced on it.
        mobile: { screen: 'planner (list)', url: `${site.webUrl}/#/dash/planner` },
      },
    ];
    // `BENCH_LIGHTHOUSE_SCREENS=planner`: only the screens whose name starts so.
    const only = process.env.BENCH_LIGHTHOUSE_SCREENS?.split(',');
    for (const { session, desktop, mobile = desktop } of screens) {
      if (only && !only.some((name) => desktop.screen.startsWith(name))) continue;
      await storeSession(chrome.port, site, session);
      audits.push(await audit(chrome.port, desktop.screen, desktop.url, 'desktop'));
      audits.push(await audit(chrome.port, mobile.screen, mobile.url, 'mobile'));
    }
  } finally {
    chrome.kill();
  }
  return audits;
}

/** Writes (or removes) the owner's session in the browser's local storage for the site. */
async function storeSession(port: number, site: Site, loggedIn: boolean) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${site.webUrl}/manifest.webmanifest`);
    await page.evaluate(
      ({ stored, loggedIn }) => {
        localStorage.clear();
        if (loggedIn) for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      },
      { stored: sessionStorageOf(site.token), loggedIn },
    );
    await page.close();
  } finally {
    // Disconnects; the browser itself belongs to chrome-launcher.
    await browser.close();
  }
}

async function audit(
  port: number,
  screen: string,
  url: string,
  formFactor: FormFactor,
): Promise<ScreenAudit> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  const config: Config | undefined =
    formFactor === 'desktop'
      ? { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: flags.onlyCategories } }
      : undefined;
  // Now and then Chromium's trace misses the navigation (`NO_NAVSTART`): Lighthouse asks to run
  // again, so a failed audit is taken again, up to three times.
  let result: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt += 1) {
    result = await lighthouse(url, flags, config);
    const error = result?.lhr.runtimeError;
    if (result && !error) break;
    if (attempt === 3)
      throw new Error(`Lighthouse, ${screen} ${formFactor}: ${error?.code} ${error?.message}`);
  }
  const { lhr } = result;
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    const name = `${screen.replace(/\W+/g, '-')}-${formFactor}.json`;
    writeFileSync(
      join(folder, name),
      typeof result.report === 'string' ? result.report : JSON.stringify(lhr),
    );
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const findings = ['performance', 'accessibility'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const found = lhr.audits[ref.id];
        return `${category}: ${ref.id} (${found?.displayValue ?? found?.score}) ${found?.title ?? ''}`;
      }),
  );
  return {
    screen,
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: Object.fromEntries(
      Object.entries(metricIds).map(([name, id]) => [name, lhr.audits[id]?.displayValue ?? '?']),
    ),
    findings,
  };
}

export function lighthouseRows(audits: ScreenAudit[]) {
  return audits.flatMap((audit) =>
    (['performance', 'accessibility'] as const).map((category) => ({
      benchmark: `Lighthouse ${category}, ${audit.screen}, ${audit.formFactor}${
        category === 'performance'
          ? ` (${Object.entries(audit.metrics)
              .map(([name, value]) => `${name} ${value}`)
              .join(', ')})`
          : ''
      }`,
      value: audit[category],
      target: `≥ ${lighthouseTarget}`,
      met: audit[category] >= lighthouseTarget,
    })),
  );
}
