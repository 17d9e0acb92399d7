import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeFake } from './index.ts';

/** For this package's tests: a fake, the real SDK pointed at it, and a webhook endpoint that records. */
export const webhookSecret = 'whsec_test_fake';

export type Received = { event: Stripe.Event; body: string; signature: string };

export async function startTestFake() {
  const received: Received[] = [];
  let answer = (_event: Stripe.Event) => 200;
  const endpoint = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const event = JSON.parse(body) as Stripe.Event;
    received.push({ event, body, signature: String(request.headers['stripe-signature']) });
    response.writeHead(answer(event)).end();
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/webhook`;
  const fake = await startStripeFake({ webhookSecret, webhookUrl, webhookRetryDelaysMs: [20, 40] });
  const stripe = new Stripe('sk_test_pagewise', {
    host: '127.0.0.1',
    port: Number(new URL(fake.url).port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return {
    fake,
    stripe,
    received,
    /** The types delivered so far, in order. */
    types: () => received.map((entry) => entry.event.type),
    answerWith(status: (event: Stripe.Event) => number) {
      answer = status;
    },
    async close() {
      await fake.close();
      endpoint.closeAllConnections();
      await new Promise<void>((resolve) => endpoint.close(() => resolve()));
    },
  };
}

export type TestFake = Awaited<ReturnType<typeof startTestFake>>;

/** A customer with a payment method saved through the hosted Checkout page, set as their default. */
export async function customerWithCard(
  { stripe, fake }: TestFake,
  fields: Record<string, string> = { cardNumber: '4242424242424242' },
): Promise<{ customer: Stripe.Customer; paymentMethod: string }> {
  const customer = await stripe.customers.create({ email: 'ada@example.com', name: 'Ada Lovelace' });
  const paymentMethod = await saveOnCheckout({ stripe, fake } as TestFake, customer.id, fields);
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: paymentMethod } });
  return { customer, paymentMethod };
}

/** Opens a setup session and posts the hosted page's form as a browser would; the saved method's id. */
export async function saveOnCheckout(
  { stripe }: TestFake,
  customer: string,
  fields: Record<string, string>,
): Promise<string> {
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    customer,
    currency: 'eur',
    success_url: 'http://app.test/billing?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/billing',
  });
  const form = {
    method: 'card',
    cardExpiry: '12 / 34',
    cardCvc: '123',
    billingName: 'Ada Lovelace',
    ...fields,
  };
  const response = await fetch(session.url ?? '', {
    method: 'POST',
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`Checkout refused: ${await response.text()}`);
  const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent'] });
  return (done.setup_intent as Stripe.SetupIntent).payment_method as string;
}
