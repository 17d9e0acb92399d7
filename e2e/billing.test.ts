import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import deBilling from '../apps/web/src/i18n/de/billing.json' with { type: 'json' };
import enBilling from '../apps/web/src/i18n/en/billing.json' with { type: 'json' };
import enErrors from '../apps/web/src/i18n/en/errors.json' with { type: 'json' };
import esBilling from '../apps/web/src/i18n/es/billing.json' with { type: 'json' };
import frBilling from '../apps/web/src/i18n/fr/billing.json' with { type: 'json' };
import itBilling from '../apps/web/src/i18n/it/billing.json' with { type: 'json' };
import ptBilling from '../apps/web/src/i18n/pt/billing.json' with { type: 'json' };
import {
  type StripeFake,
  startStripeFake,
  stripeFakeEnvironment,
} from '../packages/stripe-fake/src/index.ts';
import { answerOf, apiOf } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { signedInPage } from './support/report-page.ts';
import { serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser, password } from './support/users.ts';

/**
 * Issue 20's "Done when", in Chromium against the local Stripe fake (its hosted Checkout page, its
 * test cards, its signed webhooks): a new account's trial and its days; Standard annual paid by card
 * through Checkout; the invoice in /dash/invoice; a downgrade confirmed; a declined card said
 * kindly; a trial ended without a card on the free plan three days after the reminder, refused a
 * second page; a writer without billing; six languages; axe in light and dark at both widths.
 */
const webhookSecret = 'whsec_e2e_billing';
let stripe: StripeFake;
beforeAll(async () => {
  stripe = await startStripeFake({ webhookSecret, webhookRetryDelaysMs: [200, 500] });
});
afterAll(async () => {
  await stripe?.close();
});
const e2e = serverAndBrowser(() => stripeFakeEnvironment(stripe, undefined, webhookSecret));
let api: ReturnType<typeof apiOf>;
let call: ReturnType<typeof answerOf>;
let admin: Awaited<ReturnType<typeof createConfirmedUser>>;
beforeAll(async () => {
  stripe.setWebhookUrl(`${e2e.server.url}/api/billing/webhook`);
  api = apiOf(e2e.server);
  call = answerOf(e2e.server);
  admin = await createConfirmedUser(e2e.server);
});

const card = (page: Page, plan: string) => page.locator(`article[data-plan="${plan}"]`);

/** Confirms the plan dialog open on the page. */
async function confirmChange(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: enBilling.confirm.submit }).click();
}

/** Fills the fake's hosted Checkout page with a card and saves it; back on the product afterwards. */
async function payByCard(page: Page, number: string) {
  await page.waitForURL(`${stripe.url}/**`);
  await page.locator('#cardNumber').fill(number);
  await page.locator('#cardExpiry').fill('12 / 34');
  await page.locator('#cardCvc').fill('123');
  await page.locator('#billingName').fill('Paula Reis');
  await page.locator('button[type=submit]').first().click();
  await page.waitForURL(`${e2e.server.url}/**`);
}

async function noSeriousViolations(page: Page, where: string) {
  const { findings } = await seriousViolations(page);
  expect(findings.map((f) => `${where}: ${f.rule} at ${f.target}`)).toEqual([]);
}

describe('plans and billing', () => {
  it('a new account on trial pays Standard annual by card, sees its invoice, downgrades; a declined card is said kindly', async () => {
    const page = await signedInPage(e2e, admin.token, '/dash/plan', 'billing-e2e');
    // The trial's days, on the plan screen and in the header.
    await card(page, 'standard').waitFor();
    expect(await page.getByText('Trial: 8 days left').count()).toBeGreaterThan(0);

    // Standard, annual: the confirmation, then Stripe's Checkout, then back with the choice applied.
    await page
      .getByRole('radiogroup', { name: enBilling.period.label })
      .getByText(enBilling.period.annual)
      .click();
    await card(page, 'standard').getByText('€490.00').waitFor();
    await card(page, 'standard').getByRole('button').click();
    await confirmChange(page);
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByText(enBilling.updated).first().waitFor();
    await card(page, 'standard').getByText(enBilling.cards.current).first().waitFor();
    const paid = await api<{ plan: string; period: string; state: string; trial: unknown }>(
      admin.token,
      'GET',
      '/plan',
    );
    expect(paid).toMatchObject({ plan: 'standard', period: 'annual', state: 'active', trial: null });

    // The invoice, with its PDF; the card on file by its last digits.
    await page.goto(`${e2e.server.url}/#/dash/invoice`);
    const invoices = page.getByRole('table', { name: enBilling.invoices.caption });
    await invoices.getByText('€490.00').waitFor();
    const pdf = invoices.getByRole('link', { name: new RegExp(enBilling.invoices.download) });
    expect(await pdf.getAttribute('href')).toContain(stripe.url);
    await page
      .getByText(/•••• 4242/)
      .first()
      .waitFor();
    await noSeriousViolations(page, 'invoices, light');

    // A downgrade, confirmed.
    await page.goto(`${e2e.server.url}/#/dash/plan`);
    await card(page, 'starter').getByRole('button').click();
    await page
      .getByRole('dialog')
      .getByText(enBilling.confirm.kept.split('{{')[0] ?? '')
      .waitFor();
    await confirmChange(page);
    await page.getByText(enBilling.updated).first().waitFor();
    await card(page, 'starter').getByText(enBilling.cards.current).first().waitFor();

    // A card that saves but is refused when charged: insufficient funds, said kindly.
    await page.goto(`${e2e.server.url}/#/dash/invoice`);
    await page.getByRole('button', { name: enBilling.method.addCard }).click();
    await page.getByRole('dialog').getByRole('button', { name: enBilling.methodDialog.continue }).click();
    await payByCard(page, '4000 0000 0000 9995');
    await page.getByText(enBilling.checkout.paymentMethodSaved).first().waitFor();
    await page.goto(`${e2e.server.url}/#/dash/plan`);
    await card(page, 'premium').getByRole('button').click();
    await confirmChange(page);
    await page.getByRole('dialog').getByText(enBilling.decline.insufficient_funds).waitFor();
    await noSeriousViolations(page, 'declined payment, light');
    expect(await api<{ plan: string }>(admin.token, 'GET', '/plan')).toMatchObject({ plan: 'starter' });
  });

  it('shows the plans in six languages, and its filled screens light at desktop width and dark at phone width without serious violations', async () => {
    const catalogues = {
      fr: frBilling,
      de: deBilling,
      es: esBilling,
      pt: ptBilling,
      it: itBilling,
      en: enBilling,
    };
    const page = await signedInPage(e2e, admin.token, '/dash/plan', 'billing-languages');
    for (const [language, catalogue] of Object.entries(catalogues)) {
      await api(admin.token, 'PATCH', '/users/me', {
        firstname: 'Paula',
        lastname: 'Reis',
        email: admin.email,
        language,
      });
      await page.reload();
      await page.getByRole('heading', { name: catalogue.cards.title }).waitFor();
      await card(page, 'premium').getByRole('heading', { name: catalogue.plans.premium }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
    }
    const screens = {
      '/dash/plan': enBilling.cards.title,
      '/dash/invoice': enBilling.invoices.title,
      '/dash/settings/billing': enBilling.method.title,
    };
    // With a subscription, a card and invoices (accessibility.test.ts reads them unconfigured at both widths in both schemes).
    for (const [scheme, width] of [
      ['light', 1280],
      ['dark', 390],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      for (const [path, ready] of Object.entries(screens)) {
        await page.goto(`${e2e.server.url}/#${path}`);
        await page.getByRole('heading', { name: ready }).waitFor();
        await page.locator('.mantine-Skeleton-root').first().waitFor({ state: 'detached' });
        await noSeriousViolations(page, `${path} ${width}/${scheme}`);
      }
      // The invoices' dialogs: a SEPA mandate's text, the billing information's fields.
      for (const [button, title] of [
        [enBilling.method.addSepa, enBilling.methodDialog.sepa.title],
        [enBilling.info.edit, enBilling.info.title],
      ]) {
        await page.getByRole('button', { name: button }).click();
        await page.getByRole('dialog', { name: title }).waitFor();
        await noSeriousViolations(page, `${title} ${width}/${scheme}`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
    }
  }, 180_000);

  it('a writer sees no billing, and the server refuses it', async () => {
    const writerEmail = `writer-billing-${Date.now()}@example.com`;
    await api(admin.token, 'POST', '/users', {
      firstname: 'Wim',
      lastname: 'Writer',
      email: writerEmail,
      password,
      role: 'writer',
      language: 'en',
    });
    const mail = await e2e.server.waitForEmail(writerEmail, '/#/confirm?token=');
    const token = mail.match(/\/#\/confirm\?token=([A-Za-z0-9_-]+)/)?.[1];
    await call('', 'POST', '/auth/confirm', { token });
    const login = await call('', 'POST', '/auth/login', { email: writerEmail, password });
    const writerToken = String(login.body.token);
    expect((await call(writerToken, 'GET', '/billing')).status).toBe(403);
    const page = await signedInPage(e2e, writerToken, '/dash/settings/account', 'billing-writer');
    await page.getByRole('tablist').waitFor();
    expect(await page.getByRole('tab', { name: /billing/i }).count()).toBe(0);
    await page.goto(`${e2e.server.url}/#/dash/plan`);
    await page.getByText(enBilling.status.readOnly).waitFor();
    expect(await page.getByRole('button', { name: /Upgrade|Downgrade|Choose/ }).count()).toBe(0);
  });

  it('moves an account whose trial ended without a card to the free plan three days after the reminder, and refuses it a second page', async () => {
    const late = await createConfirmedUser(e2e.server);
    await api(late.token, 'POST', '/networks/sandbox/form', { fields: { pageName: 'First Bakery' } });
    await e2e.server.restartWith(async (database) => {
      await database.query(
        `update accounts set trial_ends_at = now() - interval '1 day',
           trial_reminded_at = now() - interval '3 days 1 minute'
         where id = (select account_id from users where email = $1)`,
        [late.email],
      );
    });
    const until = Date.now() + 30_000;
    let plan = await api<{ plan: string; state: string }>(late.token, 'GET', '/plan');
    while (plan.plan !== 'free' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      plan = await api(late.token, 'GET', '/plan');
    }
    expect(plan).toMatchObject({ plan: 'free', state: 'free' });
    const refused = await call(late.token, 'POST', '/networks/sandbox/form', {
      fields: { pageName: 'Second Bakery' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { key: 'plan_limit', details: { limit: 'pages' } } });
    // The screen says so, with the way out.
    const page = await signedInPage(e2e, late.token, '/dash/plan', 'billing-free');
    await page.getByText(enBilling.status.state.free).first().waitFor();
    expect(enErrors.plan_limit).toBeTruthy();
  });
});
