import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { plannerMonthUrl, type Site, sessionStorageOf } from './site.ts';

/** One fresh tab: a new browser context (empty cache), the session in local storage. */
export type FreshTabRun = {
  /** Navigation start to the month grid holding its posts (the DOM signal), in the page's clock. */
  shownMs: number;
  /** The same, to the next animation frame (the grid about to be painted). */
  paintedMs: number;
  /** The document's last byte. */
  documentMs: number;
  /** Every request the tab made before the signal, in order of start. */
  requests: RequestTiming[];
};

export type RequestTiming = {
  path: string;
  kind: string;
  startMs: number;
  endMs: number;
  /** Bytes on the wire (headers included) and bytes after decompression. */
  transferKB: number;
  decodedKB: number;
};

export type FreshTabResult = {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  paintedP50Ms: number;
  paintedP95Ms: number;
  /** Of the median run: what the tab fetched. */
  median: FreshTabRun;
  scripts: { files: number; transferKB: number; decodedKB: number };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;

/** Issue 17: the planner's month view in a fresh tab, p95. */
export const freshTabTargetMs = 800;

/** The summary row of one build's fresh tabs (`build`: the web app's folder). */
export function freshTabRow(result: FreshTabResult, build: string) {
  return {
    build,
    benchmark: `planner month view, fresh tab to the month shown: p95 of ${result.runs} (p50 ${result.p50Ms}, max ${result.maxMs} ms; painted p50 ${result.paintedP50Ms}, p95 ${result.paintedP95Ms} ms; ${result.scripts.files} scripts, ${result.scripts.transferKB} KB on the wire, ${result.scripts.decodedKB} KB decoded)`,
    value: `${result.p95Ms} ms`,
    target: `≤ ${freshTabTargetMs} ms`,
    met: result.p95Ms <= freshTabTargetMs,
  };
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
}

/**
 * Recorded in the page from its first script on: the moment the month grid shows the seeded
 * month, most days with their posts and a "+N more" for the rest (as in `planner/browser.ts`).
 * A mutation observer checks after each batch of DOM changes, so the time is the render's, not
 * that of a poll from outside.
 */
function recordMonthShown() {
  const shown = () =>
    document.querySelectorAll('.planner-event-more').length >= 25 &&
    // FullCalendar's month chips in builds before the app's own month grid (a `BENCH_WEB_COMPARE`).
    document.querySelectorAll('.planner-month-event, .fc-daygrid-event').length >= 100;
  const record = window as unknown as { monthShownAt?: number; monthPaintedAt?: number };
  const observer = new MutationObserver(() => {
    if (record.monthShownAt !== undefined || !shown()) return;
    record.monthShownAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      record.monthPaintedAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * `runs` fresh tabs of each site (after one warm-up each), taken in turn, each in a new browser
 * context: nothing cached, the session already stored, as a user opening a bookmark to the
 * planner's month in a new window. Timed from navigation start to the month grid shown with its
 * posts. Two sites (two builds of the web app) are measured run for run, so both meet the same
 * load of the machine.
 */
export async function measureFreshTab(sites: Site[], runs: number): Promise<FreshTabResult[]> {
  const browser = await launchChromium();
  const all: FreshTabRun[][] = sites.map(() => []);
  try {
    for (let run = 0; run < runs + 1; run += 1) {
      for (const [index, site] of sites.entries()) {
        const measured = await freshTab(browser, site);
        if (run > 0) all[index]?.push(measured);
      }
    }
  } finally {
    await browser.close();
  }
  return all.map((runsOfSite) => summarize(runsOfSite));
}

async function freshTab(browser: Browser, site: Site): Promise<FreshTabRun> {
  const context = await browser.newContext({ timezoneId: 'UTC', viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript((stored: Record<string, string>) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, sessionStorageOf(site.token));
    await context.addInitScript(recordMonthShown);
    const page = await context.newPage();
    await page.goto(plannerMonthUrl(site.webUrl, site.monthStart));
    await page.waitForFunction(
      () => (window as unknown as { monthPaintedAt?: number }).monthPaintedAt,
      undefined,
      {
        timeout: 60_000,
      },
    );
    return await page.evaluate(() => {
      const record = window as unknown as { monthShownAt: number; monthPaintedAt: number };
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime <= record.monthShownAt)
        .map((entry) => ({
          path: new URL(entry.name).pathname + new URL(entry.name).search.slice(0, 40),
          kind: entry.initiatorType,
          startMs: entry.startTime,
          endMs: entry.responseEnd,
          transferKB: entry.transferSize / 1024,
          decodedKB: entry.decodedBodySize / 1024,
        }));
      return {
        shownMs: record.monthShownAt,
        paintedMs: record.monthPaintedAt,
        documentMs: navigation?.responseEnd ?? 0,
        requests,
      };
    });
  } finally {
    await context.close();
  }
}

function summarize(all: FreshTabRun[]): FreshTabResult {
  const byShown = [...all].sort((a, b) => a.shownMs - b.shownMs);
  const shown = byShown.map((run) => run.shownMs);
  const painted = all.map((run) => run.paintedMs).sort((a, b) => a - b);
  const median = byShown[Math.floor((byShown.length - 1) / 2)] as FreshTabRun;
  const scripts = median.requests.filter((request) => /\.js$/.test(request.path));
  return {
    runs: all.length,
    p50Ms: Math.round(percentile(shown, 50)),
    p95Ms: Math.round(percentile(shown, 95)),
    maxMs: Math.round(shown.at(-1) ?? 0),
    paintedP50Ms: Math.round(percentile(painted, 50)),
    paintedP95Ms: Math.round(percentile(painted, 95)),
    median: {
      ...median,
      requests: median.requests.map((request) => ({
        ...request,
        startMs: Math.round(request.startMs),
        endMs: Math.round(request.endMs),
        transferKB: round(request.transferKB),
        decodedKB: round(request.decodedKB),
      })),
    },
    scripts: {
      files: scripts.length,
      transferKB: round(scripts.reduce((sum, request) => sum + request.transferKB, 0)),
      decodedKB: round(scripts.reduce((sum, request) => sum + request.decodedKB, 0)),
    },
  };
}
