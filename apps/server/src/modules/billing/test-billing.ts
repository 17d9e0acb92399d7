import type { AddressInfo } from 'node:net';
import { type StripeFake, startStripeFake, stripeFakeEnvironment } from '@pagewise/stripe-fake/index';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { accounts } from '../accounts/schema.ts';
import { billingCustomers } from './schema.ts';

export const webhookSecret = 'whsec_test_pagewise_billing';

/**
 * The server with billing on the Stripe fake: the real SDK talks to it, and its webhooks reach the
 * server over HTTP (the server listens on a free local port). `timeoutSeconds` shortens the wait for
 * an answer the fake loses on purpose.
 */
export async function startBillingTest(options: { timeoutSeconds?: number } = {}) {
  const fake = await startStripeFake({ webhookSecret, webhookRetryDelaysMs: [50, 200, 500] });
  const test = await startTestApp({
    env: {
      ...stripeFakeEnvironment(fake, 'sk_test_pagewise', webhookSecret),
      STRIPE_TIMEOUT_SECONDS: String(options.timeoutSeconds ?? 15),
    },
  });
  await test.http.listen({ port: 0, host: '127.0.0.1' });
  const { port } = test.http.server.address() as AddressInfo;
  fake.setWebhookUrl(`http://127.0.0.1:${port}/api/billing/webhook`);
  return {
    test,
    fake,
    async close() {
      await fake.close();
      await test.close();
    },
  };
}
export type BillingTest = Awaited<ReturnType<typeof startBillingTest>>;

/**
 * The billing test of a test file: started before its tests, closed after them. The object is
 * filled in `beforeAll`, so the file's tests read `billing.test` and `billing.fake` as they are.
 */
export function billingTestOfFile(): BillingTest {
  const billing = {} as BillingTest;
  beforeAll(async () => {
    Object.assign(billing, await startBillingTest());
  }, 60_000);
  afterAll(async () => {
    await billing.close?.();
  });
  return billing;
}
export type Who = Awaited<ReturnType<typeof buildUser>>;

/** A new account's administrator, on the 8-day trial. */
export const newAdministrator = (billing: BillingTest) => buildUser(billing.test);

/** Fills the fake's hosted Checkout page as a payer would; the session id the browser comes back with. */
export async function payOnCheckout(
  checkoutUrl: string,
  fields: Record<string, string> = { cardNumber: '4242424242424242' },
): Promise<string> {
  const form = {
    method: 'card',
    cardExpiry: '12 / 34',
    cardCvc: '123',
    billingName: 'Alice Martin',
    ...fields,
  };
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
  expect(response.status, await response.clone().text()).toBe(303);
  const back = new URL(response.headers.get('location') ?? '', 'http://pagewise.test');
  const sessionId = new URLSearchParams(back.hash.split('?')[1] ?? '').get('checkout');
  if (!sessionId) throw new Error(`no session id in ${back}`);
  return sessionId;
}

/** Chooses a plan; the answer. */
export function choosePlan(billing: BillingTest, who: Who, plan: string, period = 'monthly') {
  return call(billing.test, who, 'POST', '/api/billing/plan', { plan, period });
}

export function completeCheckout(billing: BillingTest, who: Who, sessionId: string) {
  return call(billing.test, who, 'POST', `/api/billing/checkout/${sessionId}/complete`);
}

/** Picks a paid plan without a card, pays on Checkout with `fields` and completes it from the browser. */
export async function subscribeThroughCheckout(
  billing: BillingTest,
  who: Who,
  plan = 'standard',
  period = 'monthly',
  fields?: Record<string, string>,
) {
  const chosen = await choosePlan(billing, who, plan, period);
  expect(chosen.statusCode, chosen.body).toBe(200);
  expect(chosen.json().outcome).toBe('checkout');
  const sessionId = await payOnCheckout(chosen.json().checkoutUrl, fields);
  return { sessionId, completed: await completeCheckout(billing, who, sessionId) };
}

/** Adds a payment method through Checkout (a card by default) and completes it from the browser. */
export async function addPaymentMethod(
  billing: BillingTest,
  who: Who,
  fields: Record<string, string> = { cardNumber: '4242424242424242' },
  kind = 'card',
) {
  const opened = await call(billing.test, who, 'POST', '/api/billing/payment-method', { kind });
  expect(opened.statusCode, opened.body).toBe(200);
  const sessionId = await payOnCheckout(opened.json().checkoutUrl, fields);
  const completed = await completeCheckout(billing, who, sessionId);
  expect(completed.statusCode, completed.body).toBe(200);
  return sessionId;
}

/** The SDK as a Stripe dashboard user would change things, outside the product. */
export function stripeOutside(billing: BillingTest): Stripe {
  const url = new URL(billing.fake.url);
  return new Stripe('sk_test_outside', {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

export async function customerOf(test: TestApp, accountId: string): Promise<string> {
  const [row] = await test.app.context.database.db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.accountId, accountId));
  if (!row?.id) throw new Error('no customer');
  return row.id;
}

export async function accountRow(test: TestApp, accountId: string) {
  const [row] = await test.app.context.database.db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw new Error('no account');
  return row;
}

/** The calls the product made to one endpoint of the fake (replays of an idempotent call included). */
export function callsTo(fake: StripeFake, method: string, path: string | RegExp) {
  return fake.calls.filter(
    (entry) =>
      entry.method === method && (typeof path === 'string' ? entry.path === path : path.test(entry.path)),
  );
}
