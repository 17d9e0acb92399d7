import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp, stubApi, testMe } from '../../app/test-utils.tsx';
import { meAs, ok, sentBody } from '../settings/test-fixtures.ts';
import { apiErrorWith, buildAccountPlan, buildBillingOverview, freePlan, paidPlan } from './test-fixtures.ts';

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

function stubPlan(answers: Answers, me = testMe) {
  localStorage.setItem('token', 'test-token');
  return stubApi({ 'GET /users/me': ok(me), 'GET /billing': ok(buildBillingOverview()), ...answers });
}

async function openPlan(path = '/dash/plan') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Plans' }, slow);
  await screen.findByRole('article', { name: 'Premium' }, slow);
  return view;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('PlanScreen: plan cards', { timeout: 40_000 }, () => {
  it('shows the four plans with every row, the current plan marked, monthly then annual prices', async () => {
    stubPlan({ 'GET /plan': ok(paidPlan('standard', 'monthly')) });
    await openPlan();
    expect(screen.getAllByRole('article').map((article) => article.dataset.plan)).toEqual([
      'free',
      'starter',
      'standard',
      'premium',
    ]);
    const standard = card('Standard');
    expect(within(standard).getByText('Current plan', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(
      (within(standard).getByRole('button', { name: 'Current plan' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(standard).getByText('€49.00 a month')).toBeTruthy();
    const rows = within(within(standard).getByRole('list', { name: 'What the Standard plan includes' }));
    expect(rows.getByText('20 pages')).toBeTruthy();
    expect(rows.getByText('Unlimited posts a day')).toBeTruthy();
    expect(rows.getByText('2,000 scheduled posts a month')).toBeTruthy();
    expect(rows.getByText('Sources read every 30 minutes')).toBeTruthy();
    // A feature says in words whether it is in: the check and the dash are only drawn.
    expect(rows.getByText('Phone support').closest('li')?.textContent).toBe('Not included: Phone support');
    expect(rows.getByText('Reporting').closest('li')?.textContent).toBe('Included: Reporting');
    expect(within(card('Free')).getByText('Sources read once a day')).toBeTruthy();
    expect(within(card('Premium')).getByText('Unlimited sources')).toBeTruthy();
    expect(within(card('Premium')).getByRole('button', { name: 'Upgrade to Premium' })).toBeTruthy();
    expect(within(card('Starter')).getByRole('button', { name: 'Downgrade to Starter' })).toBeTruthy();
    expect(within(card('Free')).getByRole('button', { name: 'Downgrade to Free' })).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(within(card('Standard')).getByText('€490.00 a year')).toBeTruthy();
    expect(within(card('Standard')).getByText('That is €40.83 a month')).toBeTruthy();
    expect(within(card('Standard')).getByText('2 months free')).toBeTruthy();
    expect(within(card('Standard')).getByRole('button', { name: 'Switch to annual billing' })).toBeTruthy();
    expect(within(card('Premium')).getByText('€990.00 a year')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Billing period' })).toBeTruthy();
  });

  it('writes prices in the reader’s language', async () => {
    stubPlan({ 'GET /plan': ok(paidPlan('starter')) }, { ...testMe, language: 'fr' });
    renderApp('/dash/plan');
    const starter = await screen.findByRole('article', { name: 'Starter' }, slow);
    expect(await within(starter).findByText(/^19,00\s€ par mois$/, undefined, slow)).toBeTruthy();
  });

  it('shows the trial’s days left and the day it goes to the free plan, here and in the header', async () => {
    stubPlan({ 'GET /plan': ok(buildAccountPlan()) });
    await openPlan();
    const status = screen.getByRole('region', { name: 'Your plan' });
    expect(within(status).getByText('Trial: 6 days left')).toBeTruthy();
    expect(
      within(status).getByText(
        'Unless you choose a plan, the account goes to the free plan on March 21, 2026.',
      ),
    ).toBeTruthy();
    const badge = screen.getByRole('link', { name: 'Trial: 6 days left' });
    expect(badge.getAttribute('href')).toBe('/dash/plan');
    expect(within(card('Premium')).getByText('Your trial')).toBeTruthy();
    expect(within(card('Standard')).getByRole('button', { name: 'Choose Standard' })).toBeTruthy();
    expect(within(card('Free')).queryByRole('button')).toBeNull();
  });

  it('confirms an upgrade, then says the choice was updated', async () => {
    const calls = stubPlan({
      'GET /plan': ok(paidPlan('standard')),
      'POST /billing/plan': ok({ outcome: 'updated', plan: paidPlan('premium') }),
    });
    await openPlan();
    await userEvent.click(within(card('Premium')).getByRole('button', { name: 'Upgrade to Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium?' }, slow);
    expect(within(dialog).getByText('The Premium plan costs €99.00 a month.')).toBeTruthy();
    expect(calls).not.toContain('POST /billing/plan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your choice was updated', {}, slow)).toBeTruthy();
    expect(sentBody('POST', '/billing/plan')).toEqual({ plan: 'premium', period: 'monthly' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(card('Premium')).getByRole('button', { name: 'Current plan' })).toBeTruthy(),
    );
  });

  it('says on a downgrade that data over the limits is kept read-only, and that the free plan waits for the period’s end', async () => {
    stubPlan({ 'GET /plan': ok(paidPlan('standard')) });
    await openPlan();
    await userEvent.click(within(card('Starter')).getByRole('button', { name: 'Downgrade to Starter' }));
    let dialog = await screen.findByRole('dialog', { name: 'Downgrade to Starter?' }, slow);
    expect(
      within(dialog).getByText(
        "Pages, users, sources and bots beyond the Starter plan's limits are kept read-only: nothing is deleted.",
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(card('Free')).getByRole('button', { name: 'Downgrade to Free' }));
    dialog = await screen.findByRole('dialog', { name: 'Downgrade to Free?' }, slow);
    expect(
      within(dialog).getByText(
        'Your Standard plan runs until April 1, 2026; the account then goes to the free plan.',
      ),
    ).toBeTruthy();
  });

  it('goes to Stripe Checkout when a payment method is needed first', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    stubPlan({
      'GET /plan': ok(buildAccountPlan()),
      'POST /billing/plan': ok({ outcome: 'checkout', checkoutUrl: 'https://checkout.stripe.test/c/cs_1' }),
    });
    await openPlan();
    await userEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    await userEvent.click(within(card('Standard')).getByRole('button', { name: 'Choose Standard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Standard?' }, slow);
    expect(within(dialog).getByText('The Standard plan costs €490.00 a year.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_1'));
    expect(sentBody('POST', '/billing/plan')).toEqual({ plan: 'standard', period: 'annual' });
  });

  it('shows a refused payment’s friendly reason in the dialog', async () => {
    stubPlan({
      'GET /plan': ok(paidPlan('starter')),
      'POST /billing/plan': apiErrorWith(402, 'payment_failed', { declineCode: 'expired_card' }),
    });
    await openPlan();
    await userEvent.click(within(card('Standard')).getByRole('button', { name: 'Upgrade to Standard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Standard?' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const alert = await within(dialog).findByRole('alert', {}, slow);
    expect(within(alert).getByText('The plan could not be changed')).toBeTruthy();
    expect(within(alert).getByText('Your card has expired. Try another card.')).toBeTruthy();
  });
});

describe('PlanScreen: back from Stripe Checkout', { timeout: 40_000 }, () => {
  it('completes the session once, says the choice was updated and drops the parameter', async () => {
    let completions = 0;
    stubPlan({
      'GET /plan': ok(buildAccountPlan()),
      'POST /billing/checkout/cs_return_1/complete': () => {
        completions += 1;
        return ok({ outcome: 'updated', plan: paidPlan('standard', 'annual') });
      },
    });
    const { router } = await openPlan('/dash/plan?checkout=cs_return_1');
    expect(await screen.findByText('Your choice was updated', {}, slow)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(within(card('Standard')).getByRole('button', { name: 'Current plan' })).toBeTruthy(),
    );
    expect(completions).toBe(1);
  });

  it('says why a card was declined, in words the payer can act on', async () => {
    stubPlan({
      'GET /plan': ok(buildAccountPlan()),
      'POST /billing/checkout/cs_declined/complete': apiErrorWith(402, 'payment_failed', {
        declineCode: 'insufficient_funds',
      }),
    });
    const { router } = await openPlan('/dash/plan?checkout=cs_declined');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByText('The payment did not go through')).toBeTruthy();
    expect(
      within(alert).getByText('Your card has insufficient funds. Try another card or contact your bank.'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads a decline code it does not know as a generic decline', async () => {
    stubPlan({
      'GET /plan': ok(buildAccountPlan()),
      'POST /billing/checkout/cs_unknown/complete': apiErrorWith(402, 'payment_failed', {
        declineCode: 'brand_new_code',
      }),
    });
    await openPlan('/dash/plan?checkout=cs_unknown');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(
      within(alert).getByText('Your card was declined. Try another card or contact your bank.'),
    ).toBeTruthy();
  });
});

describe('PlanScreen: roles and configuration', { timeout: 40_000 }, () => {
  it('shows a writer the cards and the plan, read-only, without asking for billing', async () => {
    const calls = stubPlan({ 'GET /plan': ok(paidPlan('standard')) }, meAs('writer'));
    await openPlan();
    expect(screen.getByText('Ask an administrator to change the plan.')).toBeTruthy();
    for (const article of screen.getAllByRole('article'))
      expect(within(article).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Promo code' })).toBeNull();
    expect(calls).not.toContain('GET /billing');
  });

  it('says when billing is not configured, and who assigns plans then', async () => {
    stubPlan({ 'GET /plan': ok(freePlan({ billingConfigured: false })) });
    await openPlan();
    expect(screen.getByText('Billing is not configured')).toBeTruthy();
    expect(
      screen.getByText(/An administrator assigns the account's plan with the server's command/),
    ).toBeTruthy();
    expect(within(card('Premium')).queryByRole('button')).toBeNull();
  });

  it('says when the plan cannot be loaded, and tries again', async () => {
    let answer: { status: number; body?: unknown } = apiErrorWith(500, 'internal_error', {});
    stubPlan({ 'GET /plan': () => answer });
    renderApp('/dash/plan');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByText('The plans could not be loaded')).toBeTruthy();
    answer = ok(paidPlan('starter'));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Starter' }, slow)).toBeTruthy();
  });
});

describe('PlanScreen: promo code, contact request, partner offer', { timeout: 40_000 }, () => {
  it('redeems a promo code for the chosen plan, and says a card is needed first', async () => {
    let answer: { status: number; body?: unknown } = apiErrorWith(409, 'promo_code_needs_card', {});
    stubPlan({ 'GET /plan': ok(buildAccountPlan()), 'POST /billing/promo-code': () => answer });
    await openPlan();
    const promo = screen.getByRole('region', { name: 'Promo code' });
    expect(within(promo).getByText(/opens 24 hours of the plan you choose/)).toBeTruthy();
    const code = within(promo).getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
    expect(code.maxLength).toBe(64);
    await userEvent.type(code, 'SPRING');
    await userEvent.click(within(promo).getByRole('button', { name: 'Redeem the code' }));
    expect(
      await within(promo).findByText(
        'A card on file is required to redeem a promo code. Add a card, then try again.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(sentBody('POST', '/billing/promo-code')).toEqual({
      code: 'SPRING',
      plan: 'standard',
      period: 'monthly',
    });
    answer = ok({ outcome: 'updated', plan: buildAccountPlan({ plan: 'standard' }) });
    await userEvent.click(within(promo).getByRole('button', { name: 'Redeem the code' }));
    expect(
      await screen.findByText('Your code was redeemed: the Standard plan is open for 24 hours.', {}, slow),
    ).toBeTruthy();
  });

  it('sends a contact request with an optional phone', async () => {
    stubPlan({ 'GET /plan': ok(paidPlan('standard')), 'POST /plan/contact': { status: 204 } });
    await openPlan();
    const contact = screen.getByRole('region', { name: 'Contact us' });
    await userEvent.click(within(contact).getByRole('button', { name: 'Send the request' }));
    expect(await within(contact).findByText('This field is required.')).toBeTruthy();
    const message = within(contact).getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement;
    expect(message.maxLength).toBe(3000);
    await userEvent.type(message, 'We manage 150 pages.');
    await userEvent.type(within(contact).getByRole('textbox', { name: 'Phone' }), '+33 1 23 45 67 89');
    await userEvent.click(within(contact).getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Your request was sent', {}, slow)).toBeTruthy();
    expect(sentBody('POST', '/plan/contact')).toEqual({
      message: 'We manage 150 pages.',
      phone: '+33 1 23 45 67 89',
    });
    await waitFor(() => expect(message.value).toBe(''));
  });

  it('gives the partner sign-up address to share', async () => {
    stubPlan({ 'GET /plan': ok(paidPlan('standard')) });
    await openPlan();
    const partner = screen.getByRole('region', { name: 'Partner offer' });
    expect(within(partner).getByRole('region', { name: 'Partner sign-up address' }).textContent).toBe(
      `${window.location.origin}/#/?tab=partner`,
    );
  });

  it('opens on the concierge option when a plan prompt leads there', async () => {
    stubPlan({ 'GET /plan': ok(freePlan()) });
    await openPlan('/dash/plan?focus=concierge');
    const title = screen.getByRole('heading', { level: 2, name: 'Concierge option' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText('The Free plan does not include it: choose a paid plan first.')).toBeTruthy();
  });
});
