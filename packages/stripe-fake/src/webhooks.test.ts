import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestFake, type TestFake, webhookSecret } from './testing.ts';
import { signature } from './webhooks.ts';

let t: TestFake;
beforeEach(async () => {
  t = await startTestFake();
});
afterEach(() => t.close());

const ids = () => t.received.map((entry) => entry.event.id);

describe('webhooks', () => {
  it('are events as Stripe sends them, signed so that the SDK accepts them', async () => {
    await t.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'create-1' });
    await t.fake.deliveriesSettled();
    const [entry] = t.received;
    const event = t.stripe.webhooks.constructEvent(entry?.body ?? '', entry?.signature ?? '', webhookSecret);
    expect(event).toMatchObject({
      object: 'event',
      type: 'customer.created',
      api_version: '2026-10-28.endive',
      livemode: false,
      pending_webhooks: 1,
      request: { id: expect.stringMatching(/^req_/), idempotency_key: 'create-1' },
      data: { object: { object: 'customer', email: 'a@example.com' } },
    });
    expect(entry?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const header = signature(webhookSecret, 'tampered', Math.floor(Date.now() / 1000) - 3600);
    expect(() => t.stripe.webhooks.constructEvent('tampered', header, webhookSecret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('can be lost: listed in /v1/events, never delivered', async () => {
    t.fake.dropNextEvents(1);
    t.fake.dropNextEvents((event) => event.type === 'customer.updated');
    const customer = await t.stripe.customers.create({ email: 'a@example.com' });
    await t.stripe.customers.update(customer.id, { name: 'Ada' });
    await t.stripe.customers.update(customer.id, { name: 'Ada L.' });
    await t.fake.deliveriesSettled();
    expect(t.types()).toEqual(['customer.updated']);
    expect(t.received[0]?.event.data.object).toMatchObject({ name: 'Ada L.' });
    const listed = await t.stripe.events.list({ type: 'customer.*' });
    expect(listed.data.map((event) => event.type)).toEqual([
      'customer.updated',
      'customer.updated',
      'customer.created',
    ]);
    expect(t.fake.deliveries.filter((delivery) => delivery.dropped)).toHaveLength(2);
  });

  it('can be held, then delivered reversed and twice, or sent again', async () => {
    t.fake.holdEvents();
    const customer = await t.stripe.customers.create({ email: 'a@example.com' });
    await t.stripe.customers.update(customer.id, { name: 'Ada' });
    await t.fake.deliveriesSettled();
    expect(t.received).toEqual([]);
    await t.fake.releaseEvents({ order: 'reverse', twice: true });
    const [created, updated] = t.fake.events.map((event) => event.id);
    expect(ids()).toEqual([updated, created, updated, created]);
    await t.fake.resend(created ?? '');
    expect(ids().at(-1)).toBe(created);
  });

  it('are retried when the endpoint fails', async () => {
    let failures = 2;
    t.answerWith(() => (failures-- > 0 ? 500 : 200));
    await t.stripe.customers.create({ email: 'a@example.com' });
    await expect.poll(() => t.fake.deliveries.map((delivery) => delivery.status)).toEqual([500, 500, 200]);
    expect(t.fake.deliveries.map((delivery) => delivery.attempt)).toEqual([1, 2, 3]);
  });

  it('are listed newest first, by type and time, and one at a time', async () => {
    const customer = await t.stripe.customers.create({ email: 'a@example.com' });
    const since = t.fake.now();
    await t.fake.advanceTime(3600);
    await t.stripe.customers.update(customer.id, { name: 'Ada' });
    const recent = await t.stripe.events.list({ created: { gte: since + 3600 } });
    expect(recent.data.map((event) => event.type)).toEqual(['customer.updated']);
    const both = await t.stripe.events.list({ types: ['customer.created', 'customer.updated'], limit: 1 });
    expect(both).toMatchObject({ has_more: true, data: [{ type: 'customer.updated' }] });
    const one = await t.stripe.events.retrieve(both.data[0]?.id ?? '');
    expect(one.data.previous_attributes).toEqual({ name: null });
  });

  it('wait for a webhook URL: events before it are only listed', async () => {
    t.fake.setWebhookUrl(undefined);
    await t.stripe.customers.create({ email: 'a@example.com' });
    await t.fake.deliveriesSettled();
    expect(t.received).toEqual([]);
    expect(t.fake.events[0]?.pending_webhooks).toBe(0);
  });
});
