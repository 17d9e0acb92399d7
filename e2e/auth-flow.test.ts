import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import deAuth from '../apps/web/src/i18n/de/auth.json' with { type: 'json' };
import enAuth from '../apps/web/src/i18n/en/auth.json' with { type: 'json' };
import enErrors from '../apps/web/src/i18n/en/errors.json' with { type: 'json' };
import frAuth from '../apps/web/src/i18n/fr/auth.json' with { type: 'json' };
import frDash from '../apps/web/src/i18n/fr/dash.json' with { type: 'json' };
import frErrors from '../apps/web/src/i18n/fr/errors.json' with { type: 'json' };
import { serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser, password } from './support/users.ts';

const e2e = serverAndBrowser();

const panel = (page: Page) => page.getByRole('tabpanel');
const field = (page: Page, name: string) => panel(page).getByRole('textbox', { name, exact: true });

describe('a new user, in French', () => {
  it('signs up, confirms through the e-mail, logs in to the overview, logs out and switches language', async () => {
    const page = await (await e2e.browser.newContext()).newPage();
    const email = `camille-${Date.now()}@example.com`;
    const userPassword = 'Lavande-Soleil-42';

    await page.goto(`${e2e.server.url}/#/`);
    await page.getByLabel(enAuth.language.label).selectOption('fr');
    await page.getByRole('tab', { name: frAuth.tabs.signup }).click();

    // A bad address is refused in French, and nothing typed is lost.
    await field(page, frAuth.fields.firstname).fill('Camille');
    await field(page, frAuth.fields.lastname).fill('Roux');
    await field(page, frAuth.fields.email).fill('camille-at-example');
    await field(page, frAuth.fields.password).fill(userPassword);
    await panel(page).getByRole('checkbox').check();
    await panel(page).getByRole('button', { name: frAuth.signup.submit }).click();
    await expect(panel(page).getByText(frErrors.validation.email).isVisible()).resolves.toBe(true);
    expect(await field(page, frAuth.fields.firstname).inputValue()).toBe('Camille');

    await field(page, frAuth.fields.email).fill(email);
    await panel(page).getByRole('button', { name: frAuth.signup.submit }).click();
    await page.getByText(frAuth.signup.sentTitle).waitFor();

    const mail = await e2e.server.waitForEmail(email, '/#/confirm?token=');
    expect(mail).toContain('Subject: Pagewise: Confirmez votre adresse e-mail');
    const link = mail.match(/http:\/\/\S+\/#\/confirm\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.getByText(frAuth.confirm.successTitle).waitFor();

    await page.goto(`${e2e.server.url}/#/`);
    await field(page, frAuth.fields.email).fill(email);
    await field(page, frAuth.fields.password).fill(userPassword);
    await panel(page).getByRole('button', { name: frAuth.login.submit }).click();
    await page.waitForURL(/#\/dash\/overview$/);
    await page.getByRole('heading', { name: frDash.screens.overview.title }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.getByRole('button', { name: frDash.menu.label }).click();
    await page.getByRole('menuitem', { name: frDash.menu.logout }).click();
    await page.waitForURL(/#\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByLabel(frAuth.language.label).selectOption('de');
    await page.getByRole('tab', { name: deAuth.tabs.login }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });
});

describe('the interface language follows the user', () => {
  it('opens the dashboard in French for a French user logging in from an English screen', async () => {
    const user = await createConfirmedUser(e2e.server, 'fr');
    const page = await (await e2e.browser.newContext({ locale: 'en-US' })).newPage();
    await page.goto(`${e2e.server.url}/#/`);
    await field(page, enAuth.fields.email).fill(user.email);
    await field(page, enAuth.fields.password).fill(password);
    await panel(page).getByRole('button', { name: enAuth.login.submit }).click();
    await page.waitForURL(/#\/dash\/overview$/);
    await page.getByRole('heading', { name: frDash.screens.overview.title }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  });
});

describe('log in errors', () => {
  it('says the e-mail is not confirmed, and a wrong password is refused', async () => {
    const page = await (await e2e.browser.newContext()).newPage();
    const email = `pending-${Date.now()}@example.com`;
    await fetch(`${e2e.server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstname: 'P',
        lastname: 'N',
        email,
        password: 'Pending-User-77',
        acceptTerms: true,
      }),
    });
    await page.goto(`${e2e.server.url}/#/`);
    await field(page, enAuth.fields.email).fill(email);
    await field(page, enAuth.fields.password).fill('Pending-User-77');
    await panel(page).getByRole('button', { name: enAuth.login.submit }).click();
    await page.getByRole('button', { name: enAuth.confirmation.resend }).waitFor();

    await field(page, enAuth.fields.password).fill('Wrong-Password-1');
    await panel(page).getByRole('button', { name: enAuth.login.submit }).click();
    await page.getByText(enErrors.bad_credentials).waitFor();
    expect(await field(page, enAuth.fields.email).inputValue()).toBe(email);
  });
});
