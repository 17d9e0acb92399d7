import { describe, expect, it } from 'vitest';
import { buildTeamMember } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import {
  accountRow,
  addPaymentMethod,
  billingTestOfFile,
  callsTo,
  choosePlan,
  completeCheckout,
  newAdministrator,
  payOnCheckout,
  subscribeThroughCheckout,
} from './test-billing.ts';

const billing = billingTestOfFile();

describe('a plan paid through Stripe Checkout', () => {
  it('opens Checkout without a card, then completes: subscription active, plan applied, trial closed, invoice listed', async () => {
    const owner = await newAdministrator(billing);
    const before = await accountRow(billing.test, owner.user.accountId);
    expect(before.trialClosedAt).toBeNull();

    const chosen = await choosePlan(billing, owner, 'standard', 'annual');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ outcome: 'checkout' });
    const checkoutUrl: string = chosen.json().checkoutUrl;
    expect(checkoutUrl.startsWith(billing.fake.url)).toBe(true);
    // Nothing is paid yet: the account is still on its trial.
    expect((await accountRow(billing.test, owner.user.accountId)).trialClosedAt).toBeNull();

    const sessionId = await payOnCheckout(checkoutUrl);
    const completed = await completeCheckout(billing, owner, sessionId);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({
      outcome: 'updated',
      plan: { plan: 'standard', chosenPlan: 'standard', period: 'annual', state: 'active', trial: null },
    });
    const account = await accountRow(billing.test, owner.user.accountId);
    expect(account).toMatchObject({ plan: 'standard', billingPeriod: 'annual' });
    expect(account.trialClosedAt).not.toBeNull();

    const overview = await call(billing.test, owner, 'GET', '/api/billing');
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json()).toMatchObject({
      configured: true,
      paymentMethod: { kind: 'card', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      subscription: { plan: 'standard', period: 'annual', state: 'active', cancelAtPeriodEnd: false },
      lastPaymentError: null,
    });

    const invoices = await call(billing.test, owner, 'GET', '/api/billing/invoices');
    expect(invoices.statusCode, invoices.body).toBe(200);
    expect(invoices.json().invoices).toHaveLength(1);
    expect(invoices.json().invoices[0]).toMatchObject({
      amountCents: 49_000,
      currency: 'eur',
      status: 'paid',
    });
    expect(invoices.json().invoices[0].pdfUrl).toMatch(/\/pdf$/);

    const mail = await billing.test.mail.waitFor(owner.email, (message) =>
      message.subject.includes('Standard'),
    );
    expect(mail.subject).toBe('Pagewise: Your Standard plan is active');
  });

  it('answers 404 to another account completing the session, and refuses writers and editors', async () => {
    const owner = await newAdministrator(billing);
    const stranger = await newAdministrator(billing);
    const chosen = await choosePlan(billing, owner, 'starter');
    const sessionId = await payOnCheckout(chosen.json().checkoutUrl);
    const theirs = await completeCheckout(billing, stranger, sessionId);
    expect(theirs.statusCode, theirs.body).toBe(404);
    for (const role of ['writer', 'editor'] as const) {
      const member = await buildTeamMember(billing.test, owner, role);
      const refused = await completeCheckout(billing, member, sessionId);
      expect(refused.statusCode).toBe(403);
      expect((await choosePlan(billing, member, 'premium')).statusCode).toBe(403);
      expect((await call(billing.test, member, 'GET', '/api/billing')).statusCode).toBe(403);
    }
    const mine = await completeCheckout(billing, owner, sessionId);
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('subscribes once when the browser and the webhook complete the same Checkout together', async () => {
    const owner = await newAdministrator(billing);
    const chosen = await choosePlan(billing, owner, 'premium');
    billing.fake.holdEvents();
    const sessionId = await payOnCheckout(chosen.json().checkoutUrl);
    const subscriptionsBefore = callsTo(billing.fake, 'POST', '/v1/subscriptions').length;
    const [browser, second] = await Promise.all([
      completeCheckout(billing, owner, sessionId),
      completeCheckout(billing, owner, sessionId),
      billing.fake.releaseEvents({ order: 'as-is' }),
    ]);
    expect(browser.statusCode, browser.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    await billing.fake.deliveriesSettled();
    const created = callsTo(billing.fake, 'POST', '/v1/subscriptions').slice(subscriptionsBefore);
    expect(created).toHaveLength(1);
    const customer = billing.fake.store
      .all('subscription')
      .filter((subscription) => subscription.metadata.accountId === owner.user.accountId);
    expect(customer).toHaveLength(1);
    expect((await accountRow(billing.test, owner.user.accountId)).plan).toBe('premium');
  });

  it('answers payment_failed with the decline code when the card has insufficient funds, and changes nothing', async () => {
    const owner = await newAdministrator(billing);
    const { completed } = await subscribeThroughCheckout(billing, owner, 'standard', 'monthly', {
      cardNumber: '4000000000009995',
    });
    expect(completed.statusCode, completed.body).toBe(402);
    expect(completed.json().error).toMatchObject({
      key: 'payment_failed',
      details: { declineCode: 'insufficient_funds' },
    });
    const account = await accountRow(billing.test, owner.user.accountId);
    expect(account.plan).toBe('free');
    expect(account.trialClosedAt).toBeNull();
    // The declined card did not become the default one: choosing again opens Checkout again.
    const overview = (await call(billing.test, owner, 'GET', '/api/billing')).json();
    expect(overview).toMatchObject({
      subscription: null,
      lastPaymentError: { declineCode: 'insufficient_funds' },
      paymentMethod: null,
    });
    const again = await choosePlan(billing, owner, 'starter');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().outcome).toBe('checkout');
    // A card that declines when charged, saved as the default payment method, is refused at once.
    await addPaymentMethod(billing, owner, { cardNumber: '4000007740000002' });
    const charged = await choosePlan(billing, owner, 'starter');
    expect(charged.statusCode, charged.body).toBe(402);
    expect(charged.json().error.details.declineCode).toBe('insufficient_funds');
    expect((await accountRow(billing.test, owner.user.accountId)).plan).toBe('free');
  });
});
