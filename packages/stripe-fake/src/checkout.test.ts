import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestFake, type TestFake, webhookSecret } from './testing.ts';

let t: TestFake;
beforeEach(async () => {
  t = await startTestFake();
});
afterEach(() => t.close());

describe('Checkout in setup mode, through the stripe SDK', () => {
  it('saves a card on the hosted page, completes the session and sends signed webhooks', async () => {
    const customer = await t.stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      address: { line1: '1 Main St', city: 'Paris', country: 'FR', postal_code: '75001' },
      metadata: { accountId: 'acc_1' },
    });
    expect(customer).toMatchObject({ object: 'customer', livemode: false, metadata: { accountId: 'acc_1' } });
    expect(customer.address?.city).toBe('Paris');

    const session = await t.stripe.checkout.sessions.create({
      mode: 'setup',
      customer: customer.id,
      allowed_payment_method_types: ['card', 'sepa_debit'],
      success_url: 'http://app.test/done?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/cancel',
      metadata: { kind: 'card' },
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.status).toBe('open');
    expect(session.url).toBe(`${t.fake.url}/c/pay/${session.id}`);

    const page = await (await fetch(session.url ?? '')).text();
    expect(page).toContain('<html lang="en">');
    for (const id of [
      'cardNumber',
      'cardExpiry',
      'cardCvc',
      'billingName',
      'iban',
      'email',
      'method-card',
      'method-sepa_debit',
    ])
      expect(page).toContain(`<label for="${id}">`);
    expect(page).toContain('href="http://app.test/cancel"');
    expect(page).toMatch(/within 8 weeks/);

    const response = await fetch(session.url ?? '', {
      method: 'POST',
      body: new URLSearchParams({
        method: 'card',
        cardNumber: '4242 4242 4242 4242',
        cardExpiry: '12 / 34',
        cardCvc: '123',
        billingName: 'Ada Lovelace',
      }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://app.test/done?session=${session.id}`);

    const done = await t.stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent'] });
    expect(done.status).toBe('complete');
    const intent = done.setup_intent as Stripe.SetupIntent;
    expect(intent).toMatchObject({ object: 'setup_intent', status: 'succeeded' });
    const method = await t.stripe.paymentMethods.retrieve(intent.payment_method as string);
    expect(method.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2034,
      wallet: null,
    });
    expect(method.customer).toBe(customer.id);
    const listed = await t.stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(listed.data.map((entry) => entry.id)).toEqual([method.id]);

    await t.fake.deliveriesSettled();
    expect(t.types()).toEqual([
      'customer.created',
      'payment_method.attached',
      'setup_intent.succeeded',
      'checkout.session.completed',
    ]);
    // What the customer does on the hosted page comes from no API request.
    expect(t.received.at(-1)?.event.request).toEqual({ id: null, idempotency_key: null });
    for (const { body, signature } of t.received) {
      const event = new Stripe('sk_test_x').webhooks.constructEvent(body, signature, webhookSecret);
      expect(event).toMatchObject({ object: 'event', livemode: false });
    }
    expect(() =>
      new Stripe('sk_test_x').webhooks.constructEvent(
        t.received[0]?.body ?? '',
        t.received[0]?.signature ?? '',
        'whsec_other',
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
