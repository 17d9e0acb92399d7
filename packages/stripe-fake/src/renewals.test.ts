import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerWithCard, saveOnCheckout, startTestFake, type TestFake } from './testing.ts';

let t: TestFake;
beforeEach(async () => {
  t = await startTestFake();
});
afterEach(() => t.close());

const day = 86400;

async function priceId(lookupKey: string): Promise<string> {
  const prices = await t.stripe.prices.list({ lookup_keys: [lookupKey] });
  return prices.data[0]?.id ?? '';
}

function delivered(type: string) {
  return t.received.filter((entry) => entry.event.type === type).map((entry) => entry.event.data.object);
}

describe('the test clock', () => {
  it('renews a period; a declined renewal is invoice.payment_failed with its decline code, then past_due, retried, cancelled', async () => {
    const { customer } = await customerWithCard(t);
    const subscription = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: await priceId('pagewise_starter_monthly') }],
    });
    await t.fake.advanceTime(31 * day);
    let renewed = await t.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(renewed.status).toBe('active');
    expect((renewed.latest_invoice as Stripe.Invoice).billing_reason).toBe('subscription_cycle');
    expect(renewed.items.data[0]?.current_period_start).toBe(subscription.items.data[0]?.current_period_end);
    expect(delivered('invoice.upcoming')).toHaveLength(1);

    const failing = await saveOnCheckout(t, customer.id, { cardNumber: '4000000000000341' });
    await t.stripe.subscriptions.update(subscription.id, { default_payment_method: failing });
    await t.fake.advanceTime(31 * day);
    renewed = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe('past_due');
    const [failed] = delivered('invoice.payment_failed') as Stripe.Invoice[];
    expect(failed?.next_payment_attempt).toBeGreaterThan(0);
    const invoice = await t.stripe.invoices.retrieve(failed?.id ?? '', {
      expand: ['payments.data.payment.payment_intent'],
    });
    expect(invoice.status).toBe('open');
    const intent = invoice.payments?.data[0]?.payment.payment_intent as Stripe.PaymentIntent;
    expect(intent.last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    const [intentEvent] = delivered('payment_intent.payment_failed') as Stripe.PaymentIntent[];
    expect(intentEvent?.last_payment_error?.decline_code).toBe('generic_decline');

    // Smart Retries: 3, 5 and 7 days after; the last failure cancels.
    await t.fake.advanceTime(8 * day);
    expect(delivered('invoice.payment_failed')).toHaveLength(4);
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    expect(t.types().at(-1)).toBe('customer.subscription.deleted');
  });

  it('a past-due subscription is active again once its invoice is paid with a new card', async () => {
    const { customer } = await customerWithCard(t, { cardNumber: '4000000000000341' });
    const subscription = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: await priceId('pagewise_starter_monthly') }],
      trial_period_days: 1,
    });
    expect(subscription.status).toBe('trialing');
    await t.fake.advanceTime(day + 60);
    const pastDue = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(pastDue.status).toBe('past_due');
    const good = await saveOnCheckout(t, customer.id, { cardNumber: '5555555555554444' });
    const paid = await t.stripe.invoices.pay(pastDue.latest_invoice as string, { payment_method: good });
    expect(paid.status).toBe('paid');
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('trials: trialing, trial_will_end 3 days before, then the first charge', async () => {
    const { customer } = await customerWithCard(t);
    const trialEnd = t.fake.now() + 8 * day;
    const subscription = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: await priceId('pagewise_premium_monthly') }],
      trial_end: trialEnd,
      expand: ['latest_invoice'],
    });
    expect(subscription).toMatchObject({ status: 'trialing', trial_end: trialEnd });
    expect((subscription.latest_invoice as Stripe.Invoice).amount_due).toBe(0);
    await t.fake.advanceTime(5 * day + 1);
    expect(delivered('customer.subscription.trial_will_end')).toHaveLength(1);
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('trialing');
    await t.fake.advanceTime(3 * day);
    const active = await t.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect((active.latest_invoice as Stripe.Invoice).amount_paid).toBe(9900);
  });

  it('a promotion code discounts: WELCOME20 the first invoice, PARTNER50 every one', async () => {
    const { customer } = await customerWithCard(t);
    const codes = await t.stripe.promotionCodes.list({
      code: 'welcome20',
      active: true,
      expand: ['data.promotion.coupon'],
    });
    const welcome = codes.data[0];
    expect(welcome?.promotion.coupon).toMatchObject({ percent_off: 20 });
    const subscription = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: await priceId('pagewise_standard_monthly') }],
      discounts: [{ promotion_code: welcome?.id ?? '' }],
      expand: ['latest_invoice'],
    });
    expect((subscription.latest_invoice as Stripe.Invoice).amount_paid).toBe(3920);
    await t.fake.advanceTime(31 * day);
    const renewed = await t.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect((renewed.latest_invoice as Stripe.Invoice).amount_paid).toBe(4900);
    expect(renewed.discounts).toEqual([]);

    const partner = (await t.stripe.promotionCodes.list({ code: 'PARTNER50' })).data[0];
    const second = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: await priceId('pagewise_starter_annual') }],
      discounts: [{ promotion_code: partner?.id ?? '' }],
    });
    await t.fake.advanceTime(366 * day);
    const invoices = await t.stripe.invoices.list({ subscription: second.id });
    expect(invoices.data.map((invoice) => invoice.amount_paid)).toEqual([9500, 9500]);
  });

  it('cancels now with DELETE', async () => {
    const { customer } = await customerWithCard(t);
    const subscription = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: await priceId('pagewise_starter_monthly') }],
    });
    const canceled = await t.stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({
      status: 'canceled',
      canceled_at: expect.any(Number),
      ended_at: expect.any(Number),
    });
    expect((await t.stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await t.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(
      1,
    );
  });
});
