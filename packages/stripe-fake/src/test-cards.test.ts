import { declineCodes } from '@pagewise/shared/billing';
import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeCardNumber } from './test-cards.ts';
import { customerWithCard, saveOnCheckout, startTestFake, type TestFake } from './testing.ts';

let t: TestFake;
beforeEach(async () => {
  t = await startTestFake();
});
afterEach(() => t.close());

async function subscribe(customer: string, paymentBehavior: 'error_if_incomplete' | 'allow_incomplete') {
  const price = (await t.stripe.prices.list({ lookup_keys: ['pagewise_starter_monthly'] })).data[0]?.id ?? '';
  return t.stripe.subscriptions.create({ customer, items: [{ price }], payment_behavior: paymentBehavior });
}

async function session(
  allowed: Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[] = ['card', 'sepa_debit'],
) {
  const customer = await t.stripe.customers.create({ email: 'ada@example.com', name: 'Ada' });
  const created = await t.stripe.checkout.sessions.create({
    mode: 'setup',
    customer: customer.id,
    allowed_payment_method_types: allowed,
    success_url: 'http://app.test/ok',
    cancel_url: 'http://app.test/cancel',
  });
  return { customer, url: created.url ?? '', id: created.id };
}

async function submit(url: string, fields: Record<string, string>) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

const card = { method: 'card', cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Ada' };

describe('test cards', () => {
  it('every decline code of the product has a card that is saved and declines with it when charged', async () => {
    for (const code of declineCodes) {
      const { customer } = await customerWithCard(t, { cardNumber: fakeCardNumber(code) });
      const error = (await subscribe(customer.id, 'error_if_incomplete').catch(
        (caught: unknown) => caught,
      )) as Stripe.errors.StripeCardError;
      expect(error.decline_code, code).toBe(code);
      expect(error.statusCode).toBe(402);
    }
  });

  it.each([
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000341', 'generic_decline'],
    ['4000000000006975', 'card_velocity_exceeded'],
  ])('%s is saved, then declines with %s (allow_incomplete: incomplete)', async (number, code) => {
    const { customer } = await customerWithCard(t, { cardNumber: number });
    const subscription = await subscribe(customer.id, 'allow_incomplete');
    expect(subscription.status).toBe('incomplete');
    const invoice = await t.stripe.invoices.retrieve(subscription.latest_invoice as string, {
      expand: ['payments.data.payment.payment_intent'],
    });
    const intent = invoice.payments?.data[0]?.payment.payment_intent as Stripe.PaymentIntent;
    expect(intent.last_payment_error?.decline_code).toBe(code);
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009987', 'Your card was declined.'],
    ['4000000000009979', 'Your card was declined.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', 'Your card&#39;s security code is incorrect.'],
    ['4000000000000119', 'An error occurred while processing your card.'],
    ['4100000000000019', 'Your card was declined.'],
    ['4242424242424241', 'Your card number is incorrect.'],
    ['4532015112830366', 'Your request was in test mode, but used a non test (live) card.'],
    ['4242 4242', 'Your card number is incomplete.'],
  ])('%s is refused on the page: %s', async (number, message) => {
    const { url, id } = await session();
    const response = await submit(url, { ...card, cardNumber: number });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(message);
    expect(page).toContain(`value="${number}"`);
    expect(page).toContain('role="alert"');
    expect((await t.stripe.checkout.sessions.retrieve(id)).status).toBe('open');
  });

  it('checks the expiry, the CVC and the name, keeping what was typed', async () => {
    const { url } = await session(['card']);
    const page = await (
      await submit(url, {
        method: 'card',
        cardNumber: '4242424242424242',
        cardExpiry: '01 / 20',
        cardCvc: '1',
        billingName: '',
      })
    ).text();
    expect(page).toContain('Your card&#39;s expiration year is in the past.');
    expect(page).toContain('Your card&#39;s security code is incomplete.');
    expect(page).toContain('aria-describedby="billingName-error"');
    expect(page).toContain('value="4242424242424242"');
    expect(page).not.toContain('id="method-sepa_debit"');
  });

  it('saves a SEPA Direct Debit mandate with a test IBAN; DE62… declines when charged', async () => {
    const { url, customer } = await session();
    const invalid = await submit(url, {
      method: 'sepa_debit',
      iban: 'DE89370400440532013001',
      billingName: 'Ada',
      email: 'ada@example.com',
    });
    expect(await invalid.text()).toContain('Your IBAN is invalid.');
    const saved = await submit(url, {
      method: 'sepa_debit',
      iban: 'DE89 3704 0044 0532 0130 00',
      billingName: 'Ada',
      email: 'ada@example.com',
    });
    expect(saved.status).toBe(303);
    const [method] = (await t.stripe.paymentMethods.list({ customer: customer.id, type: 'sepa_debit' })).data;
    expect(method?.sepa_debit).toMatchObject({ last4: '3000', bank_code: '37040044', country: 'DE' });
    expect(method?.billing_details).toMatchObject({ name: 'Ada', email: 'ada@example.com' });

    const failing = await saveOnCheckout(t, customer.id, {
      method: 'sepa_debit',
      iban: 'DE62370400440532013001',
      email: 'ada@example.com',
    });
    await t.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: failing } });
    const error = (await subscribe(customer.id, 'error_if_incomplete').catch(
      (caught: unknown) => caught,
    )) as Stripe.errors.StripeCardError;
    expect(error.decline_code).toBe('insufficient_funds');
  });

  it('the wallet button saves a Link card that pays', async () => {
    const { url, customer } = await session(['card']);
    const page = await (await fetch(url)).text();
    expect(page).toContain('value="Pay with Link"');
    const response = await submit(url, { wallet: 'link' });
    expect(response.status).toBe(303);
    const [method] = (await t.stripe.customers.listPaymentMethods(customer.id)).data;
    expect(method?.card).toMatchObject({ brand: 'visa', last4: '4242', wallet: { type: 'link' } });
    await t.stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: method?.id ?? '' },
    });
    expect((await subscribe(customer.id, 'error_if_incomplete')).status).toBe('active');
  });

  it('detaches a payment method: no longer the customer’s default', async () => {
    const { customer, paymentMethod } = await customerWithCard(t);
    const detached = await t.stripe.paymentMethods.detach(paymentMethod);
    expect(detached.customer).toBeNull();
    const after = (await t.stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(after.invoice_settings.default_payment_method).toBeNull();
    expect((await t.stripe.paymentMethods.list({ customer: customer.id })).data).toEqual([]);
  });

  it('a completed or expired session page says so; unknown is 404', async () => {
    const { url, id } = await session(['card']);
    await t.stripe.checkout.sessions.expire(id);
    expect(await (await fetch(url)).text()).toContain('This session has expired');
    expect((await fetch(`${t.fake.url}/c/pay/cs_test_nope`)).status).toBe(404);
  });
});
