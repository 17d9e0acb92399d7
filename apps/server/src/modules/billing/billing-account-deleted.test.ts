import { describe, expect, it } from 'vitest';
import { strongPassword } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import {
  billingTestOfFile,
  callsTo,
  customerOf,
  newAdministrator,
  subscribeThroughCheckout,
} from './test-billing.ts';

const billing = billingTestOfFile();

const deleteAccount = (who: Awaited<ReturnType<typeof newAdministrator>>) =>
  call(billing.test, who, 'DELETE', '/api/account', { password: strongPassword });

describe('deleting an account that pays', () => {
  it('cancels its subscription with Stripe first; when Stripe does not answer, keeps the account to delete again', async () => {
    const owner = await newAdministrator(billing);
    const { completed } = await subscribeThroughCheckout(billing, owner, 'standard', 'monthly');
    expect(completed.statusCode, completed.body).toBe(200);
    const customer = await customerOf(billing.test, owner.user.accountId);
    const subscriptions = () =>
      billing.fake.store.all('subscription').filter((subscription) => subscription.customer === customer);

    billing.fake.failNext('DELETE', /^\/v1\/subscriptions\//, { kind: 'status', status: 500 });
    const refused = await deleteAccount(owner);
    expect(refused.statusCode, refused.body).toBe(503);
    expect((await call(billing.test, owner, 'GET', '/api/plan')).statusCode).toBe(200);
    expect(subscriptions().map((subscription) => subscription.status)).toEqual(['active']);

    const deleted = await deleteAccount(owner);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(subscriptions().map((subscription) => subscription.status)).toEqual(['canceled']);
    // The same request both times: Stripe would answer the second try of a lost first one with it.
    const cancels = callsTo(billing.fake, 'DELETE', /^\/v1\/subscriptions\//);
    expect(new Set(cancels.map((entry) => entry.idempotencyKey)).size).toBe(1);
  });
});
