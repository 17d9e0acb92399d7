import { signature } from '@pagewise/stripe-fake/index';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/posts.ts';
import { applySubscription } from './apply-subscription.ts';
import { reconcileBilling } from './reconcile-billing.ts';
import { billingCheckouts, billingEvents, billingOperations, billingSubscriptions } from './schema.ts';
import {
  accountRow,
  addPaymentMethod,
  billingTestOfFile,
  callsTo,
  choosePlan,
  customerOf,
  newAdministrator,
  payOnCheckout,
  startBillingTest,
  stripeOutside,
  subscribeThroughCheckout,
  type Who,
} from './test-billing.ts';

const billing = billingTestOfFile();

const db = () => billing.test.app.context.database.db;
const priceOf = async (lookupKey: string) =>
  (await stripeOutside(billing).prices.list({ lookup_keys: [lookupKey] })).data[0]?.id ?? '';

/** An account with a card on file (its Stripe customer), still on its trial. */
async function accountWithCard(fields?: Record<string, string>): Promise<{ owner: Who; customer: string }> {
  const owner = await newAdministrator(billing);
  await addPaymentMethod(billing, owner, fields);
  return { owner, customer: await customerOf(billing.test, owner.user.accountId) };
}

function mailsTo(who: Who, subject: string) {
  return billing.test.mail.messages.filter((mail) => mail.to.includes(who.email) && mail.subject === subject);
}

describe('Stripe webhooks', () => {
  it('refuses a body whose signature is not Stripe’s with 400, never a 5xx', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: {} },
    });
    for (const header of [undefined, 't=1,v1=00', signature('whsec_someone_else', body)]) {
      const response = await billing.test.http.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.key).toBe('invalid_data');
    }
    const [stored] = await db()
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.stripeEventId, 'evt_forged'));
    expect(stored).toBeUndefined();
  });

  it('handles each event once when every delivery comes twice', async () => {
    const { owner, customer } = await accountWithCard({ cardNumber: '4242424242424242' });
    // A subscription made outside the product (the dashboard): only its events tell the product.
    billing.fake.holdEvents();
    await stripeOutside(billing).subscriptions.create({
      customer,
      items: [{ price: await priceOf('pagewise_starter_monthly') }],
      payment_behavior: 'error_if_incomplete',
    });
    await billing.fake.releaseEvents({ order: 'as-is', twice: true });
    await billing.fake.deliveriesSettled();
    const deliveries = billing.fake.deliveries.filter((delivery) =>
      delivery.type.startsWith('customer.subscription'),
    );
    expect(deliveries.length).toBeGreaterThanOrEqual(2);
    expect(deliveries.every((delivery) => delivery.status === 200)).toBe(true);
    expect((await accountRow(billing.test, owner.user.accountId)).plan).toBe('starter');
    await billing.test.mail.waitFor(
      owner.email,
      (mail) => mail.subject === 'Pagewise: Your Starter plan is active',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(owner, 'Pagewise: Your Starter plan is active')).toHaveLength(1);
    const handled = await db()
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.accountId, owner.user.accountId));
    expect(new Set(handled.map((event) => event.stripeEventId)).size).toBe(handled.length);
    expect(handled.every((event) => event.handledAt !== null)).toBe(true);
  });

  it('tells a failed renewal once, with the decline code kept until a payment succeeds', async () => {
    const owner = await newAdministrator(billing);
    await subscribeThroughCheckout(billing, owner, 'starter', 'monthly');
    // A card that is saved but declines when charged (the fake's number for insufficient_funds).
    await addPaymentMethod(billing, owner, { cardNumber: '4000007740000002' });
    billing.fake.holdEvents();
    await billing.fake.advanceTime(31 * 86_400);
    await billing.fake.releaseEvents({ order: 'as-is', twice: true });
    await billing.fake.deliveriesSettled();
    const overview = (await call(billing.test, owner, 'GET', '/api/billing')).json();
    expect(overview).toMatchObject({
      subscription: { plan: 'starter', state: 'past_due' },
      lastPaymentError: { code: 'card_declined', declineCode: 'insufficient_funds' },
    });
    // The plan stays while Stripe retries.
    expect((await accountRow(billing.test, owner.user.accountId)).plan).toBe('starter');
    const mail = await billing.test.mail.waitFor(
      owner.email,
      (message) => message.subject === 'Pagewise: A payment for Pagewise failed',
    );
    expect(mail.text).toContain('The card has insufficient funds');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(owner, 'Pagewise: A payment for Pagewise failed')).toHaveLength(1);
  });

  it('tells the administrators of the next invoice, in their language, its date in the account’s zone', async () => {
    const owner = await newAdministrator(billing);
    await call(billing.test, owner, 'PATCH', '/api/users/me', {
      firstname: 'Alice',
      lastname: 'Martin',
      email: owner.email,
      language: 'fr',
    });
    await subscribeThroughCheckout(billing, owner, 'starter', 'monthly');
    await billing.fake.deliveriesSettled();
    // Stripe's notice goes 7 days before the renewal.
    await billing.fake.advanceTime(25 * 86_400);
    await billing.fake.deliveriesSettled();
    const mail = await billing.test.mail.waitFor(owner.email, (message) =>
      message.subject.startsWith('Pagewise: Votre prochaine facture Pagewise'),
    );
    expect(mail.subject).toMatch(/19,00\s€ le \d{1,2} \p{L}+ \d{4}$/u);
    expect(mail.text).toContain('L’offre Starter de');
  });

  it('ends in the newest state when the events come in reverse order (a late created changes nothing)', async () => {
    const { owner, customer } = await accountWithCard();
    const stripe = stripeOutside(billing);
    billing.fake.holdEvents();
    const subscription = await stripe.subscriptions.create({
      customer,
      items: [{ price: await priceOf('pagewise_starter_monthly') }],
      payment_behavior: 'error_if_incomplete',
    });
    await billing.fake.advanceTime(60);
    await stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id ?? '', price: await priceOf('pagewise_premium_annual') }],
      proration_behavior: 'always_invoice',
    });
    await billing.fake.advanceTime(60);
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await billing.fake.releaseEvents({ order: 'reverse' });
    await billing.fake.deliveriesSettled();
    const [row] = await db()
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.stripeSubscriptionId, subscription.id));
    expect(row).toMatchObject({
      plan: 'premium',
      period: 'annual',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(await accountRow(billing.test, owner.user.accountId)).toMatchObject({
      plan: 'premium',
      billingPeriod: 'annual',
    });
  });

  it('ends canceled when a subscription’s deletion arrives before its creation', async () => {
    const { owner, customer } = await accountWithCard();
    const stripe = stripeOutside(billing);
    billing.fake.holdEvents();
    const subscription = await stripe.subscriptions.create({
      customer,
      items: [{ price: await priceOf('pagewise_standard_monthly') }],
    });
    await billing.fake.advanceTime(60);
    await stripe.subscriptions.cancel(subscription.id);
    await billing.fake.releaseEvents({ order: 'reverse' });
    await billing.fake.deliveriesSettled();
    const [row] = await db()
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.stripeSubscriptionId, subscription.id));
    expect(row?.status).toBe('canceled');
    const account = await accountRow(billing.test, owner.user.accountId);
    expect(account.plan).toBe('free');
  });

  it('keeps the newer state: a read answered before a write was sent and applied after it changes nothing', async () => {
    const { created, stored, stripe } = await subscriptionAndStored();
    const context = billing.test.app.context;
    // A webhook's read, answered before the cancellation below was sent…
    const readAskedAt = context.now();
    const read = await stripe.subscriptions.retrieve(created.id);
    const readReceivedAt = context.now();
    await waitAMillisecond();
    await stripe.subscriptions.update(created.id, { cancel_at_period_end: true });
    await billing.fake.deliveriesSettled();
    expect((await stored())?.cancelAtPeriodEnd).toBe(true);
    // …applied after the cancellation's own read, even stamped with a later time of Stripe's.
    const later = new Date(Date.now() + 60_000);
    await applySubscription(context, {
      subscription: read,
      at: later,
      askedAt: readAskedAt,
      receivedAt: readReceivedAt,
    });
    expect(await stored()).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    // The same answer asked for once the stored one was in is applied.
    await applySubscription(context, {
      subscription: read,
      at: later,
      askedAt: context.now(),
      receivedAt: context.now(),
    });
    expect((await stored())?.cancelAtPeriodEnd).toBe(false);
  });

  it('reads the subscription again when an answer was under way together with the applied one', async () => {
    const { created, stored, stripe } = await subscriptionAndStored();
    const context = billing.test.app.context;
    const before = await stripe.subscriptions.retrieve(created.id);
    await stripe.subscriptions.update(created.id, { cancel_at_period_end: true });
    await billing.fake.deliveriesSettled();
    const applied = await stored();
    expect(applied?.cancelAtPeriodEnd).toBe(true);
    // A read asked while the applied one was under way, answered with the state before the
    // cancellation (Stripe may answer two requests in either order), applied last.
    const reads = callsTo(billing.fake, 'GET', new RegExp(`^/v1/subscriptions/${created.id}$`)).length;
    await applySubscription(context, {
      subscription: before,
      at: new Date(Date.now() + 60_000),
      askedAt: new Date((applied?.askedAt ?? new Date()).getTime() - 1),
      receivedAt: context.now(),
    });
    expect(await stored()).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(callsTo(billing.fake, 'GET', new RegExp(`^/v1/subscriptions/${created.id}$`))).toHaveLength(
      reads + 1,
    );
  });
});

/** A subscription of a customer with a card, as Stripe's webhooks stored it, and a reader of its row. */
async function subscriptionAndStored() {
  const { customer } = await accountWithCard();
  const stripe = stripeOutside(billing);
  const created = await stripe.subscriptions.create({
    customer,
    items: [{ price: await priceOf('pagewise_standard_monthly') }],
  });
  await billing.fake.deliveriesSettled();
  const stored = async () =>
    (
      await db()
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.stripeSubscriptionId, created.id))
    )[0];
  return { created, stored, stripe };
}

const waitAMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('reconciliation with Stripe', () => {
  it('applies a change whose webhook was lost', async () => {
    const owner = await newAdministrator(billing);
    await subscribeThroughCheckout(billing, owner, 'starter', 'monthly');
    const customer = await customerOf(billing.test, owner.user.accountId);
    await billing.fake.deliveriesSettled();
    const [subscription] = (await stripeOutside(billing).subscriptions.list({ customer })).data;
    // Every event of this customer is lost (the renewal's invoice.paid would read the subscription too).
    billing.fake.dropNextEvents(
      (event) => (event.data.object as { customer?: string }).customer === customer,
      20,
    );
    await stripeOutside(billing).subscriptions.update(subscription?.id ?? '', {
      items: [
        { id: subscription?.items.data[0]?.id ?? '', price: await priceOf('pagewise_standard_monthly') },
      ],
      proration_behavior: 'always_invoice',
    });
    await billing.fake.deliveriesSettled();
    expect((await accountRow(billing.test, owner.user.accountId)).plan).toBe('starter');

    const result = await reconcileBilling(billing.test.app.context);
    expect(result.failed).toBe(0);
    expect((await accountRow(billing.test, owner.user.accountId)).plan).toBe('standard');
  });

  it('completes a Checkout that neither the browser nor the webhook completed', async () => {
    const owner = await newAdministrator(billing);
    const chosen = await choosePlan(billing, owner, 'premium', 'annual');
    billing.fake.dropNextEvents((event) => event.type === 'checkout.session.completed');
    await payOnCheckout(chosen.json().checkoutUrl);
    await billing.fake.deliveriesSettled();
    expect((await accountRow(billing.test, owner.user.accountId)).plan).toBe('free');
    // Older than the grace the browser gets to come back.
    await db()
      .update(billingCheckouts)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(billingCheckouts.accountId, owner.user.accountId));
    await reconcileBilling(billing.test.app.context);
    expect((await accountRow(billing.test, owner.user.accountId)).plan).toBe('premium');
  });
});

describe('a lost answer', () => {
  it('is read back from Stripe, never sent again', async () => {
    const lossy = await startBillingTest({ timeoutSeconds: 2 });
    try {
      const owner = await newAdministrator(lossy);
      await addPaymentMethod(lossy, owner);
      const customer = await customerOf(lossy.test, owner.user.accountId);
      lossy.fake.dropNextEvents((event) => event.type.startsWith('customer.subscription.'), 5);
      lossy.fake.failNext('POST', '/v1/subscriptions', { kind: 'lose-response' });
      const lost = await choosePlan(lossy, owner, 'standard', 'monthly');
      expect(lost.statusCode, lost.body).toBe(503);
      const [operation] = await lossy.test.app.context.database.db
        .select()
        .from(billingOperations)
        .where(eq(billingOperations.kind, 'subscribe'));
      expect(operation?.state).toBe('unknown');
      // Stripe did make it; the product does not know yet.
      expect(lossy.fake.store.all('subscription').filter((sub) => sub.customer === customer)).toHaveLength(1);

      const again = await choosePlan(lossy, owner, 'standard', 'monthly');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().plan).toMatchObject({ plan: 'standard', state: 'active' });
      expect(callsTo(lossy.fake, 'POST', '/v1/subscriptions')).toHaveLength(1);
      expect(lossy.fake.store.all('subscription').filter((sub) => sub.customer === customer)).toHaveLength(1);
      const [settled] = await lossy.test.app.context.database.db
        .select()
        .from(billingOperations)
        .where(eq(billingOperations.id, operation?.id ?? ''));
      expect(settled?.state).toBe('done');
    } finally {
      await lossy.close();
    }
  }, 60_000);
});
