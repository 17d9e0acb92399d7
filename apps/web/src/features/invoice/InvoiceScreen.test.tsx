import { notifications } from '@mantine/notifications';
import { textLimits } from '@pagewise/shared/text-limits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp, stubApi, testMe } from '../../app/test-utils.tsx';
import {
  apiErrorWith,
  buildAccountPlan,
  buildBillingOverview,
  buildInvoice,
  paidPlan,
} from '../plan/test-fixtures.ts';
import { meAs, ok, sentBody } from '../settings/test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 15_000 };
type Answers = Parameters<typeof stubApi>[0];
const paris = { ...testMe, account: { ...testMe.account, timeZone: 'Europe/Paris' } };

function stubBilling(answers: Answers = {}, me = paris) {
  localStorage.setItem('token', 'test-token');
  return stubApi({
    'GET /users/me': ok(me),
    'GET /plan': ok(paidPlan('standard')),
    'GET /billing': ok(buildBillingOverview()),
    'GET /billing/invoices': ok({ invoices: [] }),
    ...answers,
  });
}

async function openInvoices(path = '/dash/invoice') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Invoices' }, slow);
  await screen.findByRole('region', { name: 'Invoice history' }, slow);
  return view;
}
const region = (name: string) => screen.getByRole('region', { name });

describe('Invoices and billing', { timeout: 40_000 }, () => {
  it('lists the invoices with their day in the account’s zone, amount, status and PDF', async () => {
    stubBilling({
      'GET /billing/invoices': ok({
        invoices: [
          buildInvoice(),
          buildInvoice({
            id: 'in_0',
            number: 'PW-0000',
            date: '2026-02-01T10:00:00.000Z',
            status: 'open',
            pdfUrl: null,
          }),
        ],
      }),
    });
    await openInvoices();
    const table = await screen.findByRole('table', { name: 'Invoices, newest first' }, slow);
    const rows = within(table).getAllByRole('row').slice(1);
    // 23:30 UTC on 1 March is already 2 March in Paris.
    expect(within(rows[0] as HTMLElement).getByText('March 2, 2026')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('PW-0001')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('€49.00')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Paid')).toBeTruthy();
    const pdf = within(rows[0] as HTMLElement).getByRole('link', {
      name: 'Download PDF of the invoice of March 2, 2026',
    });
    expect(pdf.getAttribute('href')).toBe('https://stripe.test/invoices/in_1.pdf');
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(pdf.getAttribute('rel')).toContain('noopener');
    expect(within(rows[1] as HTMLElement).getByText('To be paid')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Not available')).toBeTruthy();
  });

  it('says when there is no invoice yet, and when they cannot be loaded (then tries again)', async () => {
    let answer: { status: number; body?: unknown } = apiErrorWith(500, 'internal_error', {});
    stubBilling({ 'GET /billing/invoices': () => answer });
    await openInvoices();
    const alert = await within(region('Invoice history')).findByRole('alert', {}, slow);
    expect(within(alert).getByText('The invoices could not be loaded')).toBeTruthy();
    answer = ok({ invoices: [] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(region('Invoice history')).findByText('No invoices yet', {}, slow)).toBeTruthy();
  });

  it('shows the subscription, the card on file and the last failed payment’s reason', async () => {
    stubBilling({
      'GET /billing': ok(
        buildBillingOverview({
          paymentMethod: {
            kind: 'card',
            brand: 'mastercard',
            last4: '4444',
            expMonth: 3,
            expYear: 2031,
            wallet: 'apple_pay',
          },
          subscription: {
            plan: 'standard',
            period: 'annual',
            state: 'past_due',
            currentPeriodEnd: '2027-03-01T00:00:00.000Z',
            cancelAtPeriodEnd: false,
          },
          lastPaymentError: {
            code: 'card_declined',
            declineCode: 'insufficient_funds',
            at: '2026-03-05T08:00:00.000Z',
          },
        }),
      ),
    });
    await openInvoices();
    const subscription = region('Subscription');
    expect(within(subscription).getByText('Standard plan, billed annually')).toBeTruthy();
    expect(within(subscription).getByText('Payment overdue')).toBeTruthy();
    const alert = within(subscription).getByRole('alert');
    expect(within(alert).getByText('The last payment failed')).toBeTruthy();
    expect(
      within(alert).getByText(
        'On March 5, 2026: Your card has insufficient funds. Try another card or contact your bank.',
      ),
    ).toBeTruthy();
    const method = region('Payment method');
    expect(within(method).getByText('Mastercard card •••• 4444')).toBeTruthy();
    expect(within(method).getByText('Expires 03/2031')).toBeTruthy();
    expect(within(method).getByText('Through Apple Pay')).toBeTruthy();
  });

  it('shows a SEPA mandate’s IBAN end, and the mandate text before going to Stripe Checkout', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    stubBilling({
      'GET /billing': ok(
        buildBillingOverview({ paymentMethod: { kind: 'sepa_debit', last4: '3000', bankCode: null } }),
      ),
      'POST /billing/payment-method': ok({ checkoutUrl: 'https://checkout.stripe.test/c/cs_sepa' }),
    });
    await openInvoices();
    const method = region('Payment method');
    expect(within(method).getByText('SEPA Direct Debit, IBAN •••• 3000')).toBeTruthy();
    await userEvent.click(within(method).getByRole('button', { name: 'Add a SEPA Direct Debit mandate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a SEPA Direct Debit mandate' }, slow);
    const mandate = within(dialog).getByRole('region', { name: 'The mandate you accept' });
    expect(mandate.textContent).toMatch(/authorise Pagewise and Stripe/);
    expect(mandate.textContent).toMatch(/within 8 weeks/);
    expect(mandate.textContent).toMatch(/at least 2 days before each debit/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to secure payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_sepa'));
    expect(sentBody('POST', '/billing/payment-method')).toEqual({ kind: 'sepa_debit' });
  });

  it('says when Stripe could not save a card', async () => {
    stubBilling({ 'POST /billing/payment-method': apiErrorWith(503, 'card_save_failed', {}) });
    await openInvoices();
    await userEvent.click(within(region('Payment method')).getByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to secure payment' }));
    expect(
      await within(dialog).findByText('Your card could not be saved. Try again later.', {}, slow),
    ).toBeTruthy();
  });

  it('edits the billing information, each field held to the server’s limit', async () => {
    let saved = buildBillingOverview();
    stubBilling({
      'GET /billing': () => ok(saved),
      'PUT /billing/info': () => {
        saved = buildBillingOverview({
          billingInfo: { company: 'Durand SAS', vatNumber: 'FR12345678901', country: 'FR' },
        });
        return ok(saved);
      },
    });
    await openInvoices();
    const info = region('Billing information');
    expect(within(info).getByText('Boulangerie Durand')).toBeTruthy();
    expect(within(info).getByText('France')).toBeTruthy();
    await userEvent.click(within(info).getByRole('button', { name: 'Edit billing information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing information' }, slow);
    const field = (name: string) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
    expect({
      company: field('Company').maxLength,
      address: field('Address').maxLength,
      zipCode: field('Zip code').maxLength,
      city: field('City').maxLength,
      vatNumber: field('VAT number').maxLength,
    }).toEqual({
      company: textLimits.company,
      address: textLimits.address,
      zipCode: textLimits.zipcode,
      city: textLimits.city,
      vatNumber: textLimits.vatNumber,
    });
    await userEvent.clear(field('Company'));
    await userEvent.type(field('Company'), 'Durand SAS');
    await userEvent.clear(field('City'));
    await userEvent.type(field('VAT number'), 'FR12345678901');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Billing information saved', {}, slow)).toBeTruthy();
    expect(sentBody('PUT', '/billing/info')).toEqual({
      company: 'Durand SAS',
      address: '',
      country: 'FR',
      zipCode: '',
      city: '',
      vatNumber: 'FR12345678901',
    });
    await waitFor(() => expect(within(region('Billing information')).getByText('Durand SAS')).toBeTruthy());
  });

  it('completes a payment method’s Checkout once on return, and says it was saved', async () => {
    let completions = 0;
    stubBilling({
      'POST /billing/checkout/cs_method/complete': () => {
        completions += 1;
        return ok({ outcome: 'updated', plan: paidPlan('standard') });
      },
    });
    const { router } = await openInvoices('/dash/invoice?checkout=cs_method');
    expect(await screen.findByText('Your payment method was saved', {}, slow)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(completions).toBe(1);
  });

  it('says when billing is not configured', async () => {
    const calls = stubBilling({
      'GET /plan': ok(buildAccountPlan({ billingConfigured: false })),
      'GET /billing': ok(
        buildBillingOverview({ configured: false, paymentMethod: null, subscription: null }),
      ),
    });
    renderApp('/dash/invoice');
    expect(await screen.findByText('Billing is not configured', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payment method' })).toBeNull();
    expect(calls).not.toContain('GET /billing/invoices');
  });

  it('shows the same in Settings → Subscription and billing', async () => {
    stubBilling({ 'GET /billing/invoices': ok({ invoices: [buildInvoice()] }) });
    renderApp('/dash/settings/billing');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, slow);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Subscription and billing');
    expect(await screen.findByRole('region', { name: 'Payment method' }, slow)).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Invoices, newest first' }, slow)).toBeTruthy();
  });
});

describe('billing for the other roles', { timeout: 40_000 }, () => {
  it('shows a writer no billing anywhere: no tab, no menu entry, no link, and says who sees it', async () => {
    const calls = stubBilling({}, meAs('writer'));
    renderApp('/dash/invoice');
    expect(await screen.findByText('Only administrators see billing', {}, slow)).toBeTruthy();
    expect(calls).not.toContain('GET /billing');
    expect(calls).not.toContain('GET /billing/invoices');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Invoices' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Plans' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).queryByRole('menuitem', { name: 'Invoices', hidden: true })).toBeNull();
  });

  it('leaves the billing tab out of a writer’s settings', async () => {
    stubBilling({}, meAs('writer'));
    renderApp('/dash/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, slow);
    const tabs = (await screen.findAllByRole('tab', {}, slow)).map((tab) => tab.textContent);
    expect(tabs).not.toContain('Subscription and billing');
  });
});
