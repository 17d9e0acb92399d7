import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerWithCard, startTestFake, type TestFake } from './testing.ts';

let t: TestFake;
beforeEach(async () => {
  t = await startTestFake();
});
afterEach(() => t.close());

async function price(lookupKey: string): Promise<Stripe.Price> {
  const prices = await t.stripe.prices.list({
    lookup_keys: [lookupKey],
    active: true,
    expand: ['data.product'],
  });
  const found = prices.data[0];
  if (!found) throw new Error(`no price ${lookupKey}`);
  return found;
}

describe('subscriptions, through the stripe SDK', () => {
  it('starts with the plans’ prices', async () => {
    const starter = await price('pagewise_starter_monthly');
    expect(starter).toMatchObject({ unit_amount: 1900, currency: 'eur', recurring: { interval: 'month' } });
    expect((starter.product as Stripe.Product).name).toBe('Pagewise Starter');
    expect(await price('pagewise_premium_annual')).toMatchObject({
      unit_amount: 99000,
      recurring: { interval: 'year' },
    });
  });

  it('creates a paid subscription: active, its first invoice paid', async () => {
    const { customer, paymentMethod } = await customerWithCard(t);
    const standard = await price('pagewise_standard_monthly');
    const subscription = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: standard.id }],
      default_payment_method: paymentMethod,
      payment_behavior: 'error_if_incomplete',
      metadata: { accountId: 'acc_1' },
      expand: ['latest_invoice'],
    });
    expect(subscription.status).toBe('active');
    const item = subscription.items.data[0];
    expect(item?.price.lookup_key).toBe('pagewise_standard_monthly');
    expect(item?.current_period_end).toBeGreaterThan(item?.current_period_start ?? Infinity);
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', amount_due: 4900, amount_paid: 4900, currency: 'eur' });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    const pdf = await fetch(invoice.invoice_pdf ?? '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
    await t.fake.deliveriesSettled();
    expect(t.types()).toEqual(
      expect.arrayContaining([
        'customer.subscription.created',
        'invoice.created',
        'invoice.paid',
        'invoice.payment_succeeded',
      ]),
    );
  });

  it('refuses a declining card with error_if_incomplete (402, decline code) and creates nothing', async () => {
    const { customer } = await customerWithCard(t, { cardNumber: '4000000000009995' });
    const starter = await price('pagewise_starter_monthly');
    const error = await t.stripe.subscriptions
      .create({
        customer: customer.id,
        items: [{ price: starter.id }],
        payment_behavior: 'error_if_incomplete',
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(t.stripe.errors.StripeCardError);
    const cardError = error as Stripe.errors.StripeCardError;
    expect(cardError.statusCode).toBe(402);
    expect(cardError.code).toBe('card_declined');
    expect(cardError.decline_code).toBe('insufficient_funds');
    expect(cardError.message).toBe('Your card has insufficient funds.');
    expect((await t.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toEqual([]);
    expect((await t.stripe.invoices.list({ customer: customer.id })).data).toEqual([]);
  });

  it('upgrades with an immediate proration invoice', async () => {
    const { customer } = await customerWithCard(t);
    const starter = await price('pagewise_starter_monthly');
    const premium = await price('pagewise_premium_monthly');
    const subscription = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: starter.id }],
    });
    await t.fake.advanceTime(15 * 86400);
    const upgraded = await t.stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id ?? '', price: premium.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice'],
    });
    expect(upgraded.items.data[0]?.price.id).toBe(premium.id);
    expect(upgraded.items.data[0]?.current_period_end).toBe(subscription.items.data[0]?.current_period_end);
    const invoice = upgraded.latest_invoice as Stripe.Invoice;
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(invoice.status).toBe('paid');
    expect(invoice.amount_due).toBeGreaterThan(0);
    expect(invoice.amount_due).toBeLessThan(9900 - 1900);
    expect(invoice.lines.data).toHaveLength(2);
  });

  it('cancels at the period’s end: deleted when time reaches it', async () => {
    const { customer } = await customerWithCard(t);
    const starter = await price('pagewise_starter_monthly');
    const subscription = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: starter.id }],
    });
    const cancelling = await t.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(cancelling).toMatchObject({ status: 'active', cancel_at_period_end: true });
    await t.fake.advanceTime(32 * 86400);
    const ended = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(ended.status).toBe('canceled');
    expect(t.types()).toContain('customer.subscription.deleted');
    expect(t.types()).not.toContain('invoice.upcoming');
  });

  it('keeps create_prorations for the next renewal; a change of interval invoices at once', async () => {
    const { customer } = await customerWithCard(t);
    const starter = await price('pagewise_starter_monthly');
    const standard = await price('pagewise_standard_monthly');
    const subscription = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: starter.id }],
    });
    const item = subscription.items.data[0]?.id ?? '';
    await t.fake.advanceTime(10 * 86400);
    const changed = await t.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item, price: standard.id }],
    });
    expect(changed.latest_invoice).toBe(subscription.latest_invoice);
    await t.fake.advanceTime(25 * 86400);
    const renewal = await t.stripe.invoices.retrieve(
      (await t.stripe.subscriptions.retrieve(subscription.id)).latest_invoice as string,
    );
    expect(renewal.lines.data).toHaveLength(3);
    expect(renewal.amount_paid).toBeGreaterThan(4900);

    const annual = await price('pagewise_standard_annual');
    const yearly = await t.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item, price: annual.id }],
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice'],
    });
    const invoice = yearly.latest_invoice as Stripe.Invoice;
    expect(invoice.status).toBe('paid');
    expect(invoice.amount_paid).toBeGreaterThan(49000 - 4900);
    expect(invoice.amount_paid).toBeLessThan(49000);
    const period = yearly.items.data[0];
    expect((period?.current_period_end ?? 0) - (period?.current_period_start ?? 0)).toBeGreaterThanOrEqual(
      365 * 86400,
    );
  });

  it('a downgrade billed at once leaves a credit for the next invoices', async () => {
    const { customer } = await customerWithCard(t);
    const premium = await price('pagewise_premium_monthly');
    const starter = await price('pagewise_starter_monthly');
    const subscription = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: premium.id }],
    });
    const downgraded = await t.stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id ?? '', price: starter.id }],
      proration_behavior: 'always_invoice',
      expand: ['latest_invoice'],
    });
    const invoice = downgraded.latest_invoice as Stripe.Invoice;
    expect(invoice.total).toBeLessThan(0);
    expect(invoice).toMatchObject({ amount_due: 0, status: 'paid' });
    expect(((await t.stripe.customers.retrieve(customer.id)) as Stripe.Customer).balance).toBe(invoice.total);
  });

  it('default_incomplete leaves the first invoice open until it is paid', async () => {
    const { customer } = await customerWithCard(t);
    const starter = await price('pagewise_starter_monthly');
    const subscription = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: starter.id }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice'],
    });
    expect(subscription.status).toBe('incomplete');
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice.status).toBe('open');
    await t.stripe.invoices.pay(invoice.id ?? '');
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });
});
