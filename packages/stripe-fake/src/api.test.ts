import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestFake, type TestFake } from './testing.ts';

let t: TestFake;
beforeEach(async () => {
  t = await startTestFake();
});
afterEach(() => t.close());

function sdk(options: Stripe.StripeConfig = {}, key = 'sk_test_pagewise') {
  return new Stripe(key, {
    host: '127.0.0.1',
    port: Number(new URL(t.fake.url).port),
    protocol: 'http',
    maxNetworkRetries: 0,
    ...options,
  });
}

describe('the API as Stripe answers it', () => {
  it('replays a write repeated with the same Idempotency-Key, and does it once', async () => {
    const first = await t.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-1' });
    const again = await t.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(t.fake.store.all('customer')).toHaveLength(1);
    expect(t.fake.events.filter((event) => event.type === 'customer.created')).toHaveLength(1);
    const writes = t.fake.calls.filter((call) => call.path === '/v1/customers' && call.method === 'POST');
    expect(writes.map((call) => call.replayed)).toEqual([false, true]);

    const error = await t.stripe.customers
      .create({ email: 'b@example.com' }, { idempotencyKey: 'key-1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(400);
  });

  it('answers errors as Stripe does: 404 resource_missing, 400 for a parameter, 401 for a key', async () => {
    const missing = await t.stripe.customers.retrieve('cus_nope').catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id' });
    expect((missing as Error).message).toBe("No such customer: 'cus_nope'");

    const unknown = await t.stripe.customers
      .create({ email: 'a@example.com', colour: 'blue' } as Stripe.CustomerCreateParams)
      .catch((caught: unknown) => caught);
    expect(unknown).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'colour' });

    const noMode = await t.stripe.checkout.sessions
      .create({ success_url: 'http://app.test/' })
      .catch((caught: unknown) => caught);
    expect(noMode).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'mode' });

    const refused = await sdk({}, 'sk_live_nope')
      .customers.list()
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((refused as Stripe.errors.StripeError).statusCode).toBe(401);
  });

  it('fails the next matching call as asked, Stripe-shaped', async () => {
    t.fake.failNext('POST', '/v1/customers', { kind: 'status', status: 500 });
    const failed = await t.stripe.customers
      .create({ email: 'a@example.com' })
      .catch((caught: unknown) => caught);
    expect(failed).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(t.fake.store.all('customer')).toHaveLength(0);

    t.fake.failNext('GET', '/v1/customers/:id', {
      kind: 'status',
      status: 429,
    });
    const customer = await t.stripe.customers.create({ email: 'a@example.com' });
    const limited = await t.stripe.customers.retrieve(customer.id).catch((caught: unknown) => caught);
    expect(limited).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    expect((await t.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
  });

  it('loses a response after doing the work: the same key reads the outcome back', async () => {
    t.fake.failNext('POST', '/v1/customers', { kind: 'lose-response' });
    const impatient = sdk({ timeout: 300 });
    const lost = await impatient.customers
      .create({ email: 'a@example.com' }, { idempotencyKey: 'signup-1' })
      .catch((caught: unknown) => caught);
    expect(lost).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect(t.fake.store.all('customer')).toHaveLength(1);
    const readBack = await t.stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'signup-1' },
    );
    expect(readBack.id).toBe(t.fake.store.all('customer')[0]?.id);
    expect(t.fake.store.all('customer')).toHaveLength(1);
  });

  it('updates a customer: address, metadata, default payment method checked, customer.updated', async () => {
    const customer = await t.stripe.customers.create({
      email: 'a@example.com',
      metadata: { accountId: 'acc_1' },
    });
    const updated = await t.stripe.customers.update(customer.id, {
      name: 'Ada',
      address: { line1: '2 Rue', city: 'Lyon', country: 'FR', postal_code: '69001' },
      metadata: { plan: 'starter' },
    });
    expect(updated).toMatchObject({ name: 'Ada', metadata: { accountId: 'acc_1', plan: 'starter' } });
    const refused = await t.stripe.customers
      .update(customer.id, { invoice_settings: { default_payment_method: 'pm_other' } })
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ statusCode: 400, param: 'invoice_settings[default_payment_method]' });
    await t.fake.deliveriesSettled();
    const [event] = t.received.filter((entry) => entry.event.type === 'customer.updated');
    expect(event?.event.data.previous_attributes).toMatchObject({
      name: null,
      metadata: { accountId: 'acc_1' },
    });
  });

  it('lists with pagination, newest first', async () => {
    for (const email of ['1@x.test', '2@x.test', '3@x.test']) await t.stripe.customers.create({ email });
    const firstPage = await t.stripe.customers.list({ limit: 2 });
    expect(firstPage).toMatchObject({ object: 'list', has_more: true, url: '/v1/customers' });
    expect(firstPage.data.map((customer) => customer.email)).toEqual(['3@x.test', '2@x.test']);
    const all = [];
    for await (const customer of t.stripe.customers.list({ limit: 1 })) all.push(customer.email);
    expect(all).toEqual(['3@x.test', '2@x.test', '1@x.test']);
  });
});
