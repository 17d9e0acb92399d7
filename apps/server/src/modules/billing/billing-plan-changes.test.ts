import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp } from '../../test/test-app.ts';
import {
  accountRow,
  addPaymentMethod,
  billingTestOfFile,
  callsTo,
  choosePlan,
  customerOf,
  newAdministrator,
  subscribeThroughCheckout,
} from './test-billing.ts';

const billing = billingTestOfFile();

const overviewOf = async (who: Awaited<ReturnType<typeof newAdministrator>>) =>
  (await call(billing.test, who, 'GET', '/api/billing')).json();

describe('changing plans with a card on file', () => {
  it('upgrades at once (invoiced now), downgrades at once (credited), cancels to free at the period end', async () => {
    const owner = await newAdministrator(billing);
    const { completed } = await subscribeThroughCheckout(billing, owner, 'starter', 'monthly');
    expect(completed.statusCode, completed.body).toBe(200);
    const customer = await customerOf(billing.test, owner.user.accountId);
    const invoicesOf = () =>
      billing.fake.store.all('invoice').filter((invoice) => invoice.customer === customer);
    expect(invoicesOf()).toHaveLength(1);

    const upgraded = await choosePlan(billing, owner, 'premium', 'monthly');
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json()).toMatchObject({
      outcome: 'updated',
      plan: { plan: 'premium', period: 'monthly' },
    });
    expect((await accountRow(billing.test, owner.user.accountId)).plan).toBe('premium');
    // always_invoice: the rest of the period is invoiced (and paid) now.
    expect(invoicesOf()).toHaveLength(2);
    const upgrade = callsTo(billing.fake, 'POST', /^\/v1\/subscriptions\/sub_/).at(-1);
    expect(upgrade?.input).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    expect(upgrade?.idempotencyKey).toMatch(/^subscribe-/);

    const downgraded = await choosePlan(billing, owner, 'standard', 'monthly');
    expect(downgraded.statusCode, downgraded.body).toBe(200);
    expect((await accountRow(billing.test, owner.user.accountId)).plan).toBe('standard');
    const downgrade = callsTo(billing.fake, 'POST', /^\/v1\/subscriptions\/sub_/).at(-1);
    expect(downgrade?.input).toMatchObject({ proration_behavior: 'create_prorations' });
    expect(invoicesOf()).toHaveLength(2);
    await billing.test.mail.waitFor(
      owner.email,
      (mail) => mail.subject === 'Pagewise: Your plan was changed',
    );

    const free = await choosePlan(billing, owner, 'free', 'monthly');
    expect(free.statusCode, free.body).toBe(200);
    // The paid plan stays until the period ends.
    expect((await accountRow(billing.test, owner.user.accountId)).plan).toBe('standard');
    expect(await overviewOf(owner)).toMatchObject({
      subscription: { plan: 'standard', state: 'cancelled', cancelAtPeriodEnd: true },
    });
    // The plan every role reads says so too.
    expect((await call(billing.test, owner, 'GET', '/api/plan')).json()).toMatchObject({
      plan: 'standard',
      state: 'cancelled',
    });
    await billing.test.mail.waitFor(owner.email, (mail) =>
      mail.subject.startsWith('Pagewise: Your Standard plan ends on'),
    );

    await billing.fake.advanceTime(32 * 86_400);
    await billing.fake.deliveriesSettled();
    const account = await accountRow(billing.test, owner.user.accountId);
    expect(account).toMatchObject({ plan: 'free', billingPeriod: null });
    expect((await call(billing.test, owner, 'GET', '/api/plan')).json()).toMatchObject({
      plan: 'free',
      state: 'free',
    });
    expect(await overviewOf(owner)).toMatchObject({ subscription: null });
    await billing.test.mail.waitFor(
      owner.email,
      (mail) => mail.subject === 'Pagewise: Your Standard plan has ended',
    );
  });

  it('choosing the plan paid for again undoes a cancellation; free without a paid plan ends the trial', async () => {
    const owner = await newAdministrator(billing);
    await subscribeThroughCheckout(billing, owner, 'standard', 'annual');
    expect((await choosePlan(billing, owner, 'free')).statusCode).toBe(200);
    const kept = await choosePlan(billing, owner, 'standard', 'annual');
    expect(kept.statusCode, kept.body).toBe(200);
    // The cancellation's own event is read back from Stripe while the undo is sent: a read sent
    // before the undo changes nothing once the undo is applied (billing-webhooks.test.ts); one sent
    // in the instant between the undo's sending and its landing at Stripe is put right by the undo's
    // own event, read again. The overview is read once all are handled.
    await billing.fake.deliveriesSettled();
    expect(await overviewOf(owner)).toMatchObject({
      subscription: { state: 'active', cancelAtPeriodEnd: false },
    });

    const trialing = await newAdministrator(billing);
    const free = await choosePlan(billing, trialing, 'free');
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().plan).toMatchObject({ plan: 'free', state: 'free', trial: null });
  });
});

describe('Stripe busy or failing', () => {
  it('answers 503 to a rate limit, and the same choice goes through afterwards', async () => {
    const owner = await newAdministrator(billing);
    await addPaymentMethod(billing, owner);
    billing.fake.failNext('POST', '/v1/subscriptions', { kind: 'status', status: 429 });
    const busy = await choosePlan(billing, owner, 'starter', 'monthly');
    expect(busy.statusCode, busy.body).toBe(503);
    expect(busy.json().error.key).toBe('service_unavailable');
    expect((await accountRow(billing.test, owner.user.accountId)).plan).toBe('free');
    const again = await choosePlan(billing, owner, 'starter', 'monthly');
    expect(again.statusCode, again.body).toBe(200);
    expect((await accountRow(billing.test, owner.user.accountId)).plan).toBe('starter');
  });

  it('answers card_save_failed when Stripe cannot open the payment method’s Checkout', async () => {
    const owner = await newAdministrator(billing);
    billing.fake.failNext('POST', '/v1/checkout/sessions', { kind: 'status', status: 500 });
    const failed = await call(billing.test, owner, 'POST', '/api/billing/payment-method', { kind: 'card' });
    expect(failed.statusCode, failed.body).toBe(503);
    expect(failed.json().error.key).toBe('card_save_failed');
  });
});

describe('payment methods, promo codes and billing information', () => {
  it('saves a SEPA mandate as the default payment method', async () => {
    const owner = await newAdministrator(billing);
    await addPaymentMethod(
      billing,
      owner,
      { method: 'sepa_debit', iban: 'DE89370400440532013000', email: owner.email },
      'sepa_debit',
    );
    expect(await overviewOf(owner)).toMatchObject({
      paymentMethod: { kind: 'sepa_debit', last4: '3000', bankCode: '37040044' },
    });
    const chosen = await choosePlan(billing, owner, 'starter', 'annual');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().outcome).toBe('updated');
  });

  it('needs a card for a promo code, refuses an unknown code, and opens 24 hours of the plan', async () => {
    const owner = await newAdministrator(billing);
    const redeem = (code: string) =>
      call(billing.test, owner, 'POST', '/api/billing/promo-code', {
        code,
        plan: 'premium',
        period: 'monthly',
      });
    const noCard = await redeem('WELCOME20');
    expect(noCard.statusCode, noCard.body).toBe(409);
    expect(noCard.json().error.key).toBe('promo_code_needs_card');

    await addPaymentMethod(billing, owner);
    const unknown = await redeem('NOPE');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.key).toBe('promo_code_invalid');

    const redeemed = await redeem('welcome20');
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toMatchObject({
      outcome: 'updated',
      plan: { plan: 'premium', chosenPlan: 'premium' },
    });
    const overview = await overviewOf(owner);
    expect(overview.subscription).toMatchObject({ plan: 'premium', state: 'trial' });
    const trialEnd = new Date(overview.subscription.currentPeriodEnd).getTime();
    expect(Math.abs(trialEnd - (billing.fake.now() + 24 * 3600) * 1000)).toBeLessThan(60_000);
    // The plan says the 24 hours left, and what comes after them: the card pays, no free plan.
    const plan = (await call(billing.test, owner, 'GET', '/api/plan')).json();
    expect(plan).toMatchObject({ state: 'trial', trial: { kind: 'promo', freeFrom: null } });
    expect(new Date(plan.trial.endsAt).getTime()).toBe(trialEnd);
    const hoursToEnd = Math.ceil((trialEnd - Date.now()) / 3_600_000);
    expect(Math.abs(plan.trial.hoursRemaining - hoursToEnd)).toBeLessThanOrEqual(1);
    const created = callsTo(billing.fake, 'POST', '/v1/subscriptions').at(-1);
    expect(created?.input).toMatchObject({
      discounts: [{ promotion_code: expect.stringMatching(/^promo_/) }],
    });

    const twice = await redeem('PARTNER50');
    expect(twice.statusCode).toBe(422);

    // Stripe's notice that the trial ends: the administrators hear the card is charged then.
    await billing.fake.deliveriesSettled();
    await billing.fake.advanceTime(60);
    await billing.fake.deliveriesSettled();
    const mail = await billing.test.mail.waitFor(owner.email, (message) =>
      message.subject.includes('Your Premium trial ends on'),
    );
    expect(mail.text).toContain('the card on file is then charged for the plan, billed monthly');
  });

  it('stores the billing information and pushes it to the Stripe customer', async () => {
    const owner = await newAdministrator(billing);
    const info = {
      company: 'Acme SAS',
      address: '1 rue de la Paix',
      country: 'fr',
      zipCode: '75002',
      city: 'Paris',
      vatNumber: 'FR12345678901',
    };
    const saved = await call(billing.test, owner, 'PUT', '/api/billing/info', info);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().billingInfo).toEqual(info);
    const customer = billing.fake.store.get('customer', await customerOf(billing.test, owner.user.accountId));
    expect(customer).toMatchObject({
      name: 'Acme SAS',
      address: { line1: '1 rue de la Paix', postal_code: '75002', city: 'Paris', country: 'FR' },
      metadata: { vat_number: 'FR12345678901', accountId: owner.user.accountId },
    });
    const cleared = await call(billing.test, owner, 'PUT', '/api/billing/info', {
      company: 'Acme SAS',
      vatNumber: '',
    });
    expect(cleared.json().billingInfo).toEqual({ company: 'Acme SAS' });
    expect(billing.fake.store.get('customer', customer.id).metadata.vat_number).toBeUndefined();
  });
});

describe('without Stripe', () => {
  it('says billing is not configured, and refuses billing changes', async () => {
    const test = await startTestApp();
    try {
      const owner = await buildUser(test);
      const overview = await call(test, owner, 'GET', '/api/billing');
      expect(overview.statusCode, overview.body).toBe(200);
      expect(overview.json()).toMatchObject({ configured: false, paymentMethod: null, subscription: null });
      expect((await call(test, owner, 'GET', '/api/billing/invoices')).json()).toEqual({ invoices: [] });
      for (const [method, url, body] of [
        ['POST', '/api/billing/plan', { plan: 'standard', period: 'monthly' }],
        ['POST', '/api/billing/payment-method', { kind: 'card' }],
        ['POST', '/api/billing/promo-code', { code: 'WELCOME20', plan: 'starter', period: 'monthly' }],
        ['PUT', '/api/billing/info', { company: 'Acme' }],
        ['POST', '/api/billing/checkout/cs_test_1/complete', undefined],
      ] as const) {
        const refused = await call(test, owner, method, url, body);
        expect(refused.statusCode, `${url}: ${refused.body}`).toBe(409);
        expect(refused.json().error.key).toBe('billing_not_configured');
      }
      const webhook = await test.http.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        payload: { id: 'evt_1' },
      });
      expect(webhook.statusCode).toBe(409);
    } finally {
      await test.close();
    }
  });
});
