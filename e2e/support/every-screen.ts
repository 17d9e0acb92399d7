import type { Page } from 'playwright-core';
import enBilling from '../../apps/web/src/i18n/en/billing.json' with { type: 'json' };
import enCommon from '../../apps/web/src/i18n/en/common.json' with { type: 'json' };
import enComposer from '../../apps/web/src/i18n/en/composer.json' with { type: 'json' };
import enDash from '../../apps/web/src/i18n/en/dash.json' with { type: 'json' };
import enInbox from '../../apps/web/src/i18n/en/inbox.json' with { type: 'json' };
import enLegal from '../../apps/web/src/i18n/en/legal.json' with { type: 'json' };
import enPages from '../../apps/web/src/i18n/en/pages.json' with { type: 'json' };
import enReporting from '../../apps/web/src/i18n/en/reporting.json' with { type: 'json' };
import enReportingExports from '../../apps/web/src/i18n/en/reporting-exports.json' with { type: 'json' };
import enSettings from '../../apps/web/src/i18n/en/settings.json' with { type: 'json' };
import enSources from '../../apps/web/src/i18n/en/sources.json' with { type: 'json' };
import enTeam from '../../apps/web/src/i18n/en/team.json' with { type: 'json' };
import type { EveryScreenAccount } from './every-screen-account.ts';

/**
 * Every screen the interface leads to (apps/web/src/app/routes.tsx), as a user reaches it: signed
 * in or out, in the app version it belongs to, after what they do first (open a drawer, try to
 * save), and what shows once it has its data.
 */
export type Signed = 'in' | 'out';
export interface Screen {
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
/** A dialog opened by a button of the screen, once its content is in place. */
const dialogOf = (button: string, title: string): Pick<Screen, 'act' | 'ready'> => ({
  act: async (page) => page.getByRole('button', { name: button, exact: true }).first().click(),
  ready: (page) => page.getByRole('dialog', { name: title }).waitFor(),
});
/** A post in any of the planner's views: FullCalendar's week and day, the app's month and list. */
const plannerEvent = (page: Page, name: string) =>
  page
    .locator(
      ['.fc-event', '.planner-month-event', '.planner-list-event']
        .map((chip) => `${chip}[aria-label*="${name}"]`)
        .join(', '),
    )
    .first();

export const everyScreen: Screen[] = [
  {
    name: 'login',
    signed: 'out',
    path: () => '/',
    ready: (page) => page.locator('input[type="password"]:visible').first().waitFor(),
  },
  {
    name: 'signup',
    signed: 'out',
    path: () => '/?tab=signup',
    ready: (page) => page.locator('input[type="email"]:visible').first().waitFor(),
  },
  {
    name: 'partner signup',
    signed: 'out',
    path: () => '/?tab=partner',
    ready: (page) => page.locator('input[type="email"]:visible').first().waitFor(),
  },
  {
    name: 'forgot password',
    signed: 'out',
    path: () => '/?tab=forgot',
    ready: (page) => page.locator('input[type="email"]:visible').first().waitFor(),
  },
  {
    name: 'reset password',
    signed: 'out',
    path: () => '/reset-password?token=a-link-from-an-e-mail-that-is-long-enough',
    ready: (page) => page.locator('input, a[href]').first().waitFor(),
  },
  {
    name: 'confirm (bad link)',
    signed: 'out',
    path: () => '/confirm?token=not-a-real-token',
    ready: (page) => page.getByRole('alert').first().waitFor(),
  },
  { name: 'legal', signed: 'out', path: () => '/legal', ready: heading(enLegal.title) },
  {
    name: 'not found (public)',
    signed: 'out',
    path: () => '/no-such-screen',
    ready: heading(enCommon.notFound.title),
  },
  {
    name: 'post preview',
    signed: 'out',
    path: () => '/preview/post',
    ready: heading(enDash.screens.previewPost.title),
  },
  {
    name: 'shared planner',
    signed: 'out',
    path: (a) => `${a.sharedPlannerUrl.split('#')[1]}&date=${a.busyDay}`,
    ready: (page) => plannerEvent(page, 'Bread of the day').waitFor(),
  },
  { name: 'overview', signed: 'in', path: () => '/dash/overview', ready: heading(screens.overview.title) },
  {
    name: 'pages',
    signed: 'in',
    path: () => '/dash/pages',
    ready: both(heading(screens.pages.title), text('South Shop')),
  },
  {
    name: 'pages, connect a page',
    signed: 'in',
    path: () => '/dash/pages',
    ...dialogOf(enPages.connect.button, enPages.connect.title),
  },
  {
    name: 'pages, edit a group',
    signed: 'in',
    path: () => '/dash/pages',
    ...dialogOf(enPages.groups.edit, enPages.groups.editTitle),
  },
  {
    name: 'sandbox page',
    signed: 'in',
    path: (a) => `/dash/sandbox/${a.south}`,
    ready: text('We are open on Sunday'),
  },
  {
    name: 'bots',
    signed: 'in',
    path: () => '/dash/bots',
    ready: both(heading(screens.bots.title), text('Harbour bot')),
  },
  {
    name: 'new bot',
    signed: 'in',
    path: () => '/dash/bots/new',
    ready: (page) => page.getByRole('heading', { level: 2, name: screens.bots.new }).waitFor(),
  },
  {
    name: 'edit bot',
    signed: 'in',
    path: (a) => `/dash/bots/edit/${a.botId}`,
    // The bot's name in its field (the field's value, which is not written back as an attribute).
    ready: async (page) => {
      await page.waitForFunction(() =>
        [...document.querySelectorAll('input')].some((input) => input.value === 'Harbour bot'),
      );
    },
  },
  {
    name: 'planner week',
    signed: 'in',
    version: 'old',
    // The week itself on phones too, which open on the list by default.
    path: (a) => `/dash/planner?date=${a.busyDay}&view=week`,
    // The noon posts are drawn one under another (hour lanes): all of them, none behind a "+N".
    ready: both(
      (page) => plannerEvent(page, 'Bread of the day').waitFor(),
      (page) => page.locator('.fc-timegrid-event').nth(8).waitFor(),
    ),
  },
  {
    name: 'planner list',
    signed: 'in',
    version: 'old',
    path: (a) => `/dash/planner?date=${a.busyDay}&view=list`,
    ready: (page) => page.locator('.planner-list-event').first().waitFor(),
  },
  {
    name: 'planner month',
    signed: 'in',
    version: 'old',
    path: (a) => `/dash/planner?date=${a.busyDay}&view=month`,
    ready: (page) => page.locator('.planner-event-more').first().waitFor(),
  },
  {
    name: 'planner post drawer',
    signed: 'in',
    version: 'old',
    path: (a) => `/dash/planner?date=${a.busyDay}`,
    act: async (page) => plannerEvent(page, 'Bread of the day').click(),
    ready: (page) => page.getByRole('dialog').getByText('Can we add the price?').waitFor(),
  },
  {
    name: 'posts',
    signed: 'in',
    version: 'old',
    path: () => '/dash/posts',
    ready: text('Summer menu, to be finished'),
  },
  {
    name: 'posts and planner',
    signed: 'in',
    version: 'beta',
    path: (a) => `/dash/posts2?date=${a.busyDay}`,
    ready: (page) => plannerEvent(page, 'Bread of the day').waitFor(),
  },
  {
    name: 'posts and planner, list',
    signed: 'in',
    version: 'beta',
    path: () => '/dash/posts2?display=list',
    ready: text('Summer menu, to be finished'),
  },
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
  {
    name: 'sources, add a source',
    signed: 'in',
    path: () => '/dash/sources',
    ...dialogOf(enSources.add, enSources.form.addTitle),
  },
  {
    name: 'settings, my account',
    signed: 'in',
    path: () => '/dash/settings/account',
    ready: heading(screens.settings.title),
  },
  {
    name: 'settings, notifications',
    signed: 'in',
    path: () => '/dash/settings/notifications',
    ready: heading(screens.settings.title),
  },
  { name: 'settings, users', signed: 'in', path: () => '/dash/settings/users', ready: text('Edith') },
  {
    name: 'settings, add a user',
    signed: 'in',
    path: () => '/dash/settings/users',
    ...dialogOf(enTeam.add, enTeam.wizard.title),
  },
  {
    name: 'settings, billing',
    signed: 'in',
    path: () => '/dash/settings/billing',
    ready: both(heading(screens.settings.title), text(enBilling.notConfigured.title)),
  },
  {
    name: 'inbox',
    signed: 'in',
    path: () => '/dash/moderation',
    ready: both(heading(screens.moderation.title), (page) =>
      page.getByRole('search', { name: enInbox.filters.label }).waitFor(),
    ),
  },
  {
    name: 'inbox bad words',
    signed: 'in',
    path: () => '/dash/moderation?tab=bad-words',
    ready: both(heading(screens.moderation.title), text(enInbox.badWords.help)),
  },
  {
    name: 'inbox team',
    signed: 'in',
    path: () => '/dash/moderation?tab=team',
    ready: both(heading(screens.moderation.title), (page) =>
      page.getByText(enInbox.team.empty).or(page.getByRole('table')).first().waitFor(),
    ),
  },
  // The account's sandbox page has its figures from the moment it was connected: charts and tables.
  {
    name: 'reporting',
    signed: 'in',
    path: () => '/dash/reporting?period=30d',
    ready: both(heading(screens.reporting.title), (page) =>
      page.locator('.recharts-surface').first().waitFor(),
    ),
  },
  {
    name: 'reporting audience',
    signed: 'in',
    path: () => '/dash/reporting?section=audience&period=30d',
    ready: both(heading(screens.reporting.title), text(enReporting.audience.countries)),
  },
  {
    name: 'reporting posts',
    signed: 'in',
    path: () => '/dash/reporting?section=posts&period=30d',
    ready: both(heading(screens.reporting.title), (page) =>
      page.getByText(enReporting.empty.posts).or(page.locator('[data-post]')).first().waitFor(),
    ),
  },
  {
    name: 'reporting, schedule a report',
    signed: 'in',
    path: () => '/dash/reporting?period=7d',
    ...dialogOf(enReportingExports.schedules.add, enReportingExports.schedules.addTitle),
  },
  {
    name: 'settings, API keys',
    signed: 'in',
    path: () => '/dash/settings/api-keys',
    ...dialogOf(enSettings.apiKeys.create, enSettings.apiKeys.createDialog.title),
  },
  {
    name: 'reporting competitors',
    signed: 'in',
    path: () => '/dash/reporting?section=competitors',
    ready: both(heading(screens.reporting.title), text(enReporting.competitors.address)),
  },
  // Without Stripe here: the plan cards and the trial, billing said not configured (billing.test.ts reads them paid).
  {
    name: 'plans',
    signed: 'in',
    path: () => '/dash/plan',
    ready: both(heading(screens.plan.title), (page) =>
      page.locator('article[data-plan="premium"]').waitFor(),
    ),
  },
  {
    name: 'invoices',
    signed: 'in',
    path: () => '/dash/invoice',
    ready: both(heading(screens.invoice.title), text(enBilling.notConfigured.title)),
  },
  {
    name: 'not found (dashboard)',
    signed: 'in',
    path: () => '/dash/no-such-screen',
    ready: heading(enCommon.notFound.title),
  },
];
