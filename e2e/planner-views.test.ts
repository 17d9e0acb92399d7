import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import deCommon from '../apps/web/src/i18n/de/common.json' with { type: 'json' };
import deComposer from '../apps/web/src/i18n/de/composer.json' with { type: 'json' };
import deDash from '../apps/web/src/i18n/de/dash.json' with { type: 'json' };
import dePlanner from '../apps/web/src/i18n/de/planner.json' with { type: 'json' };
import enCollaboration from '../apps/web/src/i18n/en/collaboration.json' with { type: 'json' };
import enCommon from '../apps/web/src/i18n/en/common.json' with { type: 'json' };
import enComposer from '../apps/web/src/i18n/en/composer.json' with { type: 'json' };
import enDash from '../apps/web/src/i18n/en/dash.json' with { type: 'json' };
import enPlanner from '../apps/web/src/i18n/en/planner.json' with { type: 'json' };
import { answerOf } from './support/api.ts';
import { described, seriousViolations } from './support/axe.ts';
import { plannerSeeds } from './support/planner.ts';
import { serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser } from './support/users.ts';

const e2e = serverAndBrowser();

/** Where the screenshots go, to be looked at (the report names them). */
const shot = (name: string) => join(tmpdir(), `planner-views-${name}.png`);
const openPages: Page[] = [];

/**
 * A browser whose own language and zone are not the app's: German, 24 hours, Los Angeles. The
 * planner must read English times for an English user all the same.
 */
async function browserAt(width: number, token: string): Promise<Page> {
  const context: BrowserContext = await e2e.browser.newContext({
    viewport: { width, height: width > 600 ? 900 : 844 },
    timezoneId: 'America/Los_Angeles',
    locale: 'de-DE',
  });
  await context.addInitScript((value: string) => {
    localStorage.setItem('token', value);
    // The classic version: the menu lists "Planner" on its own (spec §2).
    localStorage.setItem('version', 'old');
  }, token);
  const page = await context.newPage();
  openPages.push(page);
  return page;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const atUtc = (date: Date, hours: number, minutes = 0) => {
  const copy = new Date(date);
  copy.setUTCHours(hours, minutes, 0, 0);
  return copy;
};
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

interface Chip {
  label: string;
  lines: string[];
  /** Each line's text fits its box: nothing is cut with an ellipsis. */
  whole: boolean;
  width: number;
  height: number;
}

/** The boxes of the week or day view on `date`, as drawn: their lines, sizes and whether they fit. */
async function chipsOn(page: Page, date: string): Promise<Chip[]> {
  return page.locator(`.fc-timegrid-col[data-date="${date}"] .fc-timegrid-event`).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const texts = Array.from(element.querySelectorAll<HTMLElement>('.planner-event-text'));
      return {
        label: element.getAttribute('aria-label') ?? '',
        lines: texts.map((text) => (text.textContent ?? '').replace(/\s+/g, ' ').trim()),
        whole: texts.slice(0, 2).every((text) => text.scrollWidth <= text.clientWidth + 1),
        width: box.width,
        height: box.height,
      };
    }),
  );
}

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

/** A click on a view of the switch: on its label, the radio itself is drawn invisible. */
async function choose(page: Page, name: string) {
  const id = await radio(page, name).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

/** Time and page of each box, in order of time (posts of the same minute in any order). */
const timesAndPages = (lines: string[][]) => lines.map((pair) => pair.slice(0, 2).join(' | ')).sort();

describe('planner views in Chromium', () => {
  it(
    'reads times in the app’s language, stacks a busy hour readably, offers day and list views, opens the list on a phone and keeps the switch in step',
    async () => {
      onTestFailed(async () => {
        for (const [index, page] of openPages.entries())
          await page.screenshot({ path: shot(`failure-${index}`), fullPage: true }).catch(() => undefined);
      });
      const admin = await createConfirmedUser(e2e.server, 'en');
      const seeds = plannerSeeds(e2e.server, admin.token);
      const north = await seeds.sandboxPage('North Shop');
      const south = await seeds.sandboxPage('South Bakery');
      const me = await seeds.me();

      // Five posts in one hour of a Wednesday at least a week ahead (the account reads UTC).
      const now = new Date();
      const wednesday = new Date(atUtc(now, 0).getTime() + (7 + ((10 - now.getUTCDay()) % 7)) * 86_400_000);
      const date = day(wednesday);
      const busy = [
        { message: 'Lunch menu', page: 'North Shop', id: north, at: atUtc(wednesday, 14, 30) },
        { message: 'Fresh loaves', page: 'South Bakery', id: south, at: atUtc(wednesday, 14, 30) },
        { message: 'Cake of the day', page: 'North Shop', id: north, at: atUtc(wednesday, 14, 30) },
        { message: 'Coffee hour', page: 'South Bakery', id: south, at: atUtc(wednesday, 14, 0) },
        { message: 'Closing soon', page: 'North Shop', id: north, at: atUtc(wednesday, 14, 45) },
      ];
      for (const post of busy) await seeds.schedule([post.id], post.message, post.at);
      // A post sent to its author for validation: it awaits validation.
      const awaitingId = await seeds.schedule([north], 'Price list to check', atUtc(wednesday, 9));
      await seeds.assign(awaitingId, me.id);

      // English, 1280 px wide, the week of the posts.
      const desk = await browserAt(1280, admin.token);
      await desk.goto(`${e2e.server.url}/#/dash/planner?date=${date}`);
      await desk.locator('.fc-timeGridWeek-view').waitFor();
      await desk.locator('.fc-event[aria-label*=" · North Shop: Lunch menu"]').waitFor();
      expect(await radio(desk, enPlanner.toolbar.views.week).isChecked()).toBe(true);
      // The hour's five posts, one under another, each with its whole time and page.
      await desk.locator('.fc-event[aria-label*=" · North Shop: Closing soon"]').scrollIntoViewIfNeeded();
      const week = await chipsOn(desk, date);
      const expectedLines = [
        ['2:00 PM', 'South Bakery'],
        ['2:30 PM', 'North Shop'],
        ['2:30 PM', 'South Bakery'],
        ['2:30 PM', 'North Shop'],
        ['2:45 PM', 'North Shop'],
      ];
      const hour = week.filter((chip) => / 2:\d\d PM\)$/.test(flat(chip.label)));
      expect(timesAndPages(hour.map((chip) => chip.lines))).toEqual(timesAndPages(expectedLines));
      expect(hour.map((chip) => chip.lines[0])).toEqual(expectedLines.map(([time]) => time));
      for (const chip of hour) {
        expect(chip.whole, JSON.stringify(chip)).toBe(true);
        expect(chip.width).toBeGreaterThan(100);
        expect(chip.height).toBeGreaterThanOrEqual(34);
      }
      // The 14:30 post reads "2:30 PM" in its name too, and says its network.
      const lunch = flat(
        (await desk
          .locator('.fc-event[aria-label*=" · North Shop: Lunch menu"]')
          .getAttribute('aria-label')) ?? '',
      );
      expect(lunch).toMatch(
        /^2:30 PM · North Shop: Lunch menu \(Scheduled, Sandbox, \w{3}, \w{3} \d{1,2}, 2:30 PM\)$/,
      );
      await desk.screenshot({ path: shot('week-en-1280') });

      // An awaiting post offers Validate, and only Validate.
      await desk.locator('.fc-event[aria-label*=" · North Shop: Price list to check"]').click();
      const drawer = desk.getByRole('dialog', { name: /^Price list to check/ });
      const validation = drawer.getByRole('region', { name: enCollaboration.validation.title });
      await validation
        .getByRole('button', { name: enCollaboration.validation.validate, exact: true })
        .waitFor();
      expect(
        await validation
          .getByRole('button', { name: enCollaboration.validation.unvalidate, exact: true })
          .count(),
      ).toBe(0);
      await drawer.getByRole('button', { name: enCollaboration.drawer.close }).click();
      await drawer.waitFor({ state: 'detached' });

      // The day view: the same day, the same readable hour.
      await choose(desk, enPlanner.toolbar.views.day);
      await desk.locator('.fc-timeGridDay-view').waitFor();
      expect(new URL(desk.url().replace('#/', '')).searchParams.get('view')).toBe('day');
      await desk.getByRole('button', { name: enPlanner.toolbar.next.day }).waitFor();
      await desk.locator('.fc-event[aria-label*=" · North Shop: Closing soon"]').scrollIntoViewIfNeeded();
      const dayChips = (await chipsOn(desk, date)).filter((chip) => / 2:\d\d PM\)$/.test(flat(chip.label)));
      expect(timesAndPages(dayChips.map((chip) => chip.lines))).toEqual(timesAndPages(expectedLines));
      expect(dayChips.every((chip) => chip.whole && chip.width > 400)).toBe(true);
      await desk.screenshot({ path: shot('day-en-1280') });

      // The list: each post's time in its column, its page beside it.
      await choose(desk, enPlanner.toolbar.views.list);
      await desk.locator('.planner-list').waitFor();
      const rows = await desk
        .locator('.planner-list-event')
        .evaluateAll((elements) =>
          elements.map((row) =>
            [
              row.querySelector('.planner-list-time')?.textContent ?? '',
              row.querySelector('.planner-event-text')?.textContent ?? '',
            ].map((text) => text.replace(/\s+/g, ' ').trim()),
          ),
        );
      expect(rows.map(([time]) => time)).toEqual(['9:00 AM', ...expectedLines.map(([time]) => time)]);
      expect(timesAndPages(rows)).toEqual(timesAndPages([['9:00 AM', 'North Shop'], ...expectedLines]));
      await desk.screenshot({ path: shot('list-en-1280') });

      // "Planner" in the menu: the week again, switch and calendar alike; back: the list again.
      await desk.getByRole('navigation').getByRole('link', { name: enDash.nav.planner, exact: true }).click();
      await desk.locator('.fc-timeGridWeek-view').waitFor();
      expect(await radio(desk, enPlanner.toolbar.views.week).isChecked()).toBe(true);
      expect(await desk.locator('.planner-list').count()).toBe(0);
      await desk.goBack();
      await desk.locator('.planner-list').waitFor();
      expect(await radio(desk, enPlanner.toolbar.views.list).isChecked()).toBe(true);
      expect(await desk.locator('.fc-timeGridWeek-view').count()).toBe(0);

      // A phone, still English: the planner opens on the list.
      const phone = await browserAt(390, admin.token);
      await phone.goto(`${e2e.server.url}/#/dash/planner?date=${date}`);
      await phone.locator('.planner-list').waitFor();
      await phone.locator('.planner-list-event[aria-label*=" · North Shop: Lunch menu"]').waitFor();
      expect(await radio(phone, enPlanner.toolbar.views.list).isChecked()).toBe(true);
      await phone.screenshot({ path: shot('list-en-390'), fullPage: true });
      // The week, asked for, scrolls sideways rather than squeezing the posts.
      await choose(phone, enPlanner.toolbar.views.week);
      await phone.locator('.fc-timeGridWeek-view').waitFor();
      await phone.locator('.fc-event[aria-label*=" · North Shop: Closing soon"]').scrollIntoViewIfNeeded();
      const phoneWeek = (await chipsOn(phone, date)).filter((chip) => / 2:\d\d PM\)$/.test(flat(chip.label)));
      expect(timesAndPages(phoneWeek.map((chip) => chip.lines))).toEqual(timesAndPages(expectedLines));
      expect(phoneWeek.every((chip) => chip.whole)).toBe(true);
      await phone.screenshot({ path: shot('week-en-390') });

      // A new post at 14:30 from the planner: its schedule field reads 12 hours with AM or PM in English,
      // whatever the browser's German.
      const lunchAt = encodeURIComponent(atUtc(wednesday, 14, 30).toISOString());
      await desk.goto(`${e2e.server.url}/#/dash/postCreator?scheduled_at=${lunchAt}`);
      const enField = desk.getByLabel(enComposer.schedule.date, { exact: true });
      await expect.poll(() => enField.textContent()).toMatch(/, 2:30\sPM$/);
      await enField.click();
      expect(await desk.getByLabel(enCommon.dateTime.hours, { exact: true }).inputValue()).toMatch(/^0?2$/);
      expect(await desk.getByLabel(enCommon.dateTime.amPm, { exact: true }).inputValue()).toBe('PM');
      await desk.keyboard.press('Escape');

      // German: 24 hours, whatever the browser's zone.
      await seeds.speak('de');
      // A new hash alone does not load the page again: the reload reads the new language.
      await desk.goto(`${e2e.server.url}/#/dash/planner?date=${date}`);
      await desk.reload();
      await radio(desk, dePlanner.toolbar.views.week).waitFor({ state: 'attached' });
      await desk.locator('.fc-event[aria-label*=" · North Shop: Lunch menu"]').scrollIntoViewIfNeeded();
      const german = (await chipsOn(desk, date)).filter((chip) => / 14:\d\d\)$/.test(flat(chip.label)));
      expect(timesAndPages(german.map((chip) => chip.lines))).toEqual(
        timesAndPages(
          expectedLines.map(([time, page]) => [
            (time ?? '').replace(
              /^(\d):(\d\d) PM$/,
              (_, hours: string, minutes: string) => `${12 + Number(hours)}:${minutes}`,
            ),
            page ?? '',
          ]),
        ),
      );
      expect(german.every((chip) => chip.whole)).toBe(true);
      expect(
        flat(
          (await desk
            .locator('.fc-event[aria-label*=" · North Shop: Lunch menu"]')
            .getAttribute('aria-label')) ?? '',
        ),
      ).toMatch(/, 14:30\)$/);
      await desk.screenshot({ path: shot('week-de-1280') });
      await desk
        .getByRole('navigation')
        .getByRole('link', { name: deDash.nav.planner, exact: true })
        .waitFor();
      // The schedule field too: 14:30, no AM or PM.
      await desk.goto(`${e2e.server.url}/#/dash/postCreator?scheduled_at=${lunchAt}`);
      const deField = desk.getByLabel(deComposer.schedule.date, { exact: true });
      await expect.poll(() => deField.textContent()).toMatch(/, 14:30$/);
      await deField.click();
      expect(await desk.getByLabel(deCommon.dateTime.hours, { exact: true }).inputValue()).toBe('14');
      expect(await desk.getByLabel(deCommon.dateTime.minutes, { exact: true }).inputValue()).toBe('30');
      expect(await desk.getByLabel(deCommon.dateTime.amPm, { exact: true }).count()).toBe(0);
      await desk.keyboard.press('Escape');

      await phone.goto(`${e2e.server.url}/#/dash/planner?date=${date}`);
      await phone.reload();
      await phone.locator('.planner-list').waitFor();
      expect(await radio(phone, dePlanner.toolbar.views.list).isChecked()).toBe(true);
      await phone.locator('.planner-list-event[aria-label*=" · North Shop: Lunch menu"]').waitFor();
      const germanRows = await phone
        .locator('.planner-list-event .planner-list-time')
        .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()));
      expect(germanRows).toEqual(['09:00', '14:00', '14:30', '14:30', '14:30', '14:45']);
      await phone.screenshot({ path: shot('list-de-390'), fullPage: true });
    },
    4 * 60_000,
  );

  it(
    'draws the views with no serious accessibility fault, light and dark; the shared planner reads the account’s zone and names it',
    async () => {
      const admin = await createConfirmedUser(e2e.server, 'en');
      const seeds = plannerSeeds(e2e.server, admin.token);
      const north = await seeds.sandboxPage('North Shop');
      const now = new Date();
      const wednesday = new Date(atUtc(now, 0).getTime() + (7 + ((10 - now.getUTCDay()) % 7)) * 86_400_000);
      const date = day(wednesday);
      for (const message of ['Lunch menu', 'Cake of the day', 'Closing soon'])
        await seeds.schedule([north], message, atUtc(wednesday, 14, 30));

      const found: string[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        const context = await e2e.browser.newContext({
          viewport: { width: 1280, height: 900 },
          colorScheme: scheme,
        });
        await context.addInitScript(
          ({ token, scheme }) => {
            localStorage.setItem('token', token);
            localStorage.setItem('version', 'old');
            localStorage.setItem('mantine-color-scheme-value', scheme);
          },
          { token: admin.token, scheme },
        );
        const page = await context.newPage();
        openPages.push(page);
        for (const view of ['week', 'list']) {
          await page.goto(`${e2e.server.url}/#/dash/planner?date=${date}&view=${view}`);
          await page.reload();
          await page.locator('[aria-label*=" · North Shop: Closing soon"]').waitFor();
          const { findings, passes } = await seriousViolations(page, { include: ['.planner-calendar'] });
          found.push(...findings.map((finding) => `${scheme}/${view}: ${described(finding)}`));
          expect(passes).toBeGreaterThan(0);
          await page.screenshot({ path: shot(`${view}-${scheme}-1280`) });
        }
        await context.close();
      }
      expect(found).toEqual([]);

      // The account reads Tokyo time; its client's browser is in Los Angeles and speaks German.
      const call = answerOf(e2e.server);
      const zone = await call(admin.token, 'PATCH', '/account/settings', { timeZone: 'Asia/Tokyo' });
      expect(zone.status, JSON.stringify(zone.body)).toBe(200);
      const added = await call(admin.token, 'POST', '/validators', {
        firstname: 'Vera',
        lastname: 'Client',
        email: `vera-${Date.now()}@example.com`,
        pageIds: [north],
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const validators = (await call(admin.token, 'GET', '/validators')).body.validators as {
        accessUrl: string;
      }[];
      const accessUrl = validators[0]?.accessUrl ?? '';
      const context = await e2e.browser.newContext({
        viewport: { width: 1280, height: 900 },
        timezoneId: 'America/Los_Angeles',
        locale: 'de-DE',
      });
      const client = await context.newPage();
      openPages.push(client);
      await client.goto(`${accessUrl}&date=${date}`);
      await client.getByText(dePlanner.toolbar.timeZone.replace('{{zone}}', 'Asia/Tokyo')).waitFor();
      // 14:30 UTC is 23:30 in Tokyo, the same day.
      const lunch = client.locator('.fc-event[aria-label*=" · North Shop: Lunch menu"]');
      await lunch.waitFor();
      expect(flat((await lunch.getAttribute('aria-label')) ?? '')).toMatch(/, 23:30\)$/);
      await lunch.scrollIntoViewIfNeeded();
      await client.screenshot({ path: shot('shared-de-1280') });
      await context.close();
    },
    4 * 60_000,
  );
});
