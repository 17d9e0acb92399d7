import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';

export type BrowserPlannerResult = {
  runs: number;
  /** Of the switch: the planner request as the browser timed it (request to last byte). */
  requestP50Ms: number;
  /** Clicking "Next month" onto the seeded month until its days show their posts. */
  switchP50Ms: number;
  switchP95Ms: number;
  /** A fresh tab opening the planner's month view (scripts from the browser cache) until it shows its posts. */
  loadP50Ms: number;
  loadP95Ms: number;
  /** The month as drawn: events shown plus the N of every "+N more" (should be every publication). */
  eventsAccounted: number;
};

const runs = 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms);

/** The seeded month is shown: most of its days carry posts and a "+N more" for the rest. */
const monthShown = () =>
  document.querySelectorAll('.planner-event-more').length >= 25 &&
  document.querySelectorAll('.planner-month-event').length >= 100;

const monthParam = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The month view with the seeded month's posts, in Chromium, as a user meets it: `webUrl` serves
 * the built web app. Two figures: moving onto the month from the month before (the planner is
 * loaded, the month's posts are not), and a fresh tab opening on that month.
 */
export async function measurePlannerInBrowser(
  webUrl: string,
  token: string,
  monthStart: Date,
): Promise<BrowserPlannerResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ timezoneId: 'UTC', viewport: { width: 1440, height: 900 } });
    await context.addInitScript((value: string) => {
      localStorage.setItem('token', value);
      localStorage.setItem('version', 'old');
    }, token);
    const url = (date: Date) => `${webUrl}/#/dash/planner?view=month&date=${monthParam(date)}`;

    const page = await context.newPage();
    await page.goto(url(monthStart));
    await page.waitForFunction(monthShown, undefined, { timeout: 60_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: join(tmpdir(), 'planner-bench.png') });
      throw error;
    });

    // Every publication of the month is drawn or counted in its day's "+N more" (its label's number).
    const eventsAccounted = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.planner-month-event, .planner-event-more')).reduce(
        (total, element) =>
          total +
          (element.classList.contains('planner-event-more')
            ? Number.parseInt(element.getAttribute('aria-label') ?? '', 10)
            : 1),
        0,
      ),
    );

    const switches: number[] = [];
    const requests: number[] = [];
    for (let run = 0; run < runs + 1; run++) {
      await page.getByRole('button', { name: 'Previous month' }).click();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await page.waitForLoadState('networkidle');
      const ms = await timeClick(page);
      const request = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/api/planner?'))
            .at(-1)?.duration ?? 0,
      );
      if (run > 0) {
        switches.push(ms);
        requests.push(request);
      }
    }

    const loads: number[] = [];
    for (let run = 0; run < runs + 1; run++) {
      const tab = await context.newPage();
      await tab.goto(url(monthStart));
      await tab.waitForFunction(monthShown, undefined, { timeout: 60_000 });
      const ms = await tab.evaluate(() => performance.now());
      if (run > 0) loads.push(ms);
      await tab.close();
    }
    switches.sort((a, b) => a - b);
    requests.sort((a, b) => a - b);
    loads.sort((a, b) => a - b);
    return {
      runs,
      requestP50Ms: round(percentile(requests, 50)),
      switchP50Ms: round(percentile(switches, 50)),
      switchP95Ms: round(percentile(switches, 95)),
      loadP50Ms: round(percentile(loads, 50)),
      loadP95Ms: round(percentile(loads, 95)),
      eventsAccounted,
    };
  } finally {
    await browser.close();
  }
}

/** From the click on "Next month" to the seeded month shown, timed inside the page. */
async function timeClick(page: Page): Promise<number> {
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Next month"]');
    (window as unknown as { clickedAt: number }).clickedAt = performance.now();
    button?.click();
  });
  await page.waitForFunction(monthShown, undefined, { timeout: 60_000, polling: 'raf' });
  return page.evaluate(() => performance.now() - (window as unknown as { clickedAt: number }).clickedAt);
}
