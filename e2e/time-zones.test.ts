import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import enPlanner from '../apps/web/src/i18n/en/planner.json' with { type: 'json' };
import enSettings from '../apps/web/src/i18n/en/settings.json' with { type: 'json' };
import { answerOf } from './support/api.ts';
import { serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser } from './support/users.ts';

let page: Page | undefined;
const e2e = serverAndBrowser();

const apiCall = (token: string, method: string, path: string, body?: unknown) =>
  answerOf(e2e.server)(token, method, path, body);

const timesIn = (zone: string) => enPlanner.toolbar.timeZone.replace('{{zone}}', zone);

/** The planner event of the post, named with the time it shows (`Thu, Jan 10, 8:30 AM`). */
const eventAt = (on: Page, time: string) =>
  on.locator(`.fc-event[aria-label*=" · Harbour Cafe: Late harbour lights ("][aria-label$=", ${time})"]`);

/** Picks `zone` in a time-zone select by typing part of its name. */
async function pickZone(field: ReturnType<Page['getByRole']>, search: string, zone: string) {
  await field.click();
  await field.fill(search);
  await page?.getByRole('option', { name: zone, exact: true }).click();
}

describe('time zones in Chromium', () => {
  it('shows the planner in the account’s zone, then in the user’s own, whatever the browser’s', async () => {
    onTestFailed(async () => {
      await page?.screenshot({ path: join(tmpdir(), 'time-zones-e2e.png') }).catch(() => undefined);
    });
    const admin = await createConfirmedUser(e2e.server);
    const added = await apiCall(admin.token, 'POST', '/networks/sandbox/form', {
      fields: { pageName: 'Harbour Cafe' },
    });
    expect(added.status).toBe(201);
    const pages = (await apiCall(admin.token, 'GET', '/pages')).body.pages as { id: string }[];
    // Wednesday 9 January 2030, 23:30 UTC: Thursday 08:30 in Tokyo, Thursday 00:30 in Paris.
    const scheduled = await apiCall(admin.token, 'POST', '/posts', {
      intent: 'schedule',
      scheduledAt: '2030-01-09T23:30:00.000Z',
      pageIds: pages.map((item) => item.id),
      message: 'Late harbour lights',
      link: 'https://example.com/harbour',
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);

    // The browser runs in Los Angeles: nothing below follows it.
    const context = await e2e.browser.newContext({ timezoneId: 'America/Los_Angeles', locale: 'en-US' });
    await context.addInitScript((value: string) => localStorage.setItem('token', value), admin.token);
    page = await context.newPage();

    await page.goto(`${e2e.server.url}/#/dash/settings/users`);
    const card = page.getByRole('region', { name: enSettings.timeZone.title });
    await pickZone(card.getByRole('combobox', { name: enSettings.timeZone.label }), 'Tokyo', 'Asia/Tokyo');
    await card.getByRole('button', { name: enSettings.timeZone.submit }).click();
    await page.getByText("The account's time zone is now Asia/Tokyo.").waitFor();

    await page.goto(`${e2e.server.url}/#/dash/planner?date=2030-01-10`);
    await page.getByText(timesIn('Asia/Tokyo')).waitFor();
    await eventAt(page, 'Thu, Jan 10, 8:30 AM').waitFor();

    await page.goto(`${e2e.server.url}/#/dash/settings/account`);
    const profile = page.getByRole('region', { name: enSettings.profile.title });
    const own = profile.getByRole('combobox', { name: enSettings.profile.fields.timeZone });
    expect(await own.inputValue()).toBe("Account's time zone (Asia/Tokyo)");
    await pickZone(own, 'Paris', 'Europe/Paris');
    await profile.getByRole('button', { name: enSettings.profile.submit }).click();
    await page.getByText(enSettings.profile.saved).waitFor();
    const me = await apiCall(admin.token, 'GET', '/users/me');
    expect(me.body.timeZone).toBe('Europe/Paris');

    await page.goto(`${e2e.server.url}/#/dash/planner?date=2030-01-10`);
    await page.getByText(timesIn('Europe/Paris')).waitFor();
    await eventAt(page, 'Thu, Jan 10, 12:30 AM').waitFor();
  });
});
