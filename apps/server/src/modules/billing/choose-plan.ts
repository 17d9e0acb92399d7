import { randomUUID } from 'node:crypto';
import type { ChoosePlanRequest, ChoosePlanResult } from '@pagewise/shared/billing';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { moveToFreePlan } from '../plans/close-trial.ts';
import { getAccountPlan } from '../plans/get-account-plan.ts';
import { authorize } from '../users/access.ts';
import { answerReceived, applySubscription } from './apply-subscription.ts';
import { customerIdOf, ensureCustomer } from './ensure-customer.ts';
import { openCheckout } from './open-checkout.ts';
import { clearPaymentError, recordPaymentError } from './payment-errors.ts';
import { defaultPaymentMethodOf } from './payment-method.ts';
import { runOperation } from './run-operation.ts';
import { refuseWhileUnderWay, settleLostOperations } from './settle-operations.ts';
import { stripeOf } from './stripe-client.ts';
import { findSubscribed, liveSubscriptionOf, readSubscriptions, subscribe } from './subscribe.ts';

type Context = Pick<AppContext, 'database' | 'now' | 'queue' | 'config' | 'secrets' | 'logger'>;

/**
 * `POST /api/billing/plan`. A paid plan without a payment method on file opens Stripe Checkout
 * (`checkout`); with one, the subscription is made or changed at once and paid (`updated`), or the
 * card's refusal is answered (`payment_failed`, its decline code) and nothing changes. The free
 * plan cancels the paid one at the end of its period (it stays until then; Stripe's
 * `customer.subscription.deleted` then moves the account to free); without a paid plan, the
 * account goes to the free plan at once.
 */
export async function choosePlan(
  context: Context,
  auth: Auth,
  input: ChoosePlanRequest,
): Promise<ChoosePlanResult> {
  authorize(auth, 'billing');
  const stripe = stripeOf(context);
  const accountId = auth.user.accountId;
  if (input.plan === 'free') {
    await chooseFree(context, auth);
    return { outcome: 'updated', plan: await getAccountPlan(context, auth) };
  }
  const choice = { plan: input.plan, period: input.period };
  const customerId = await ensureCustomer(context, auth);
  if (!(await defaultPaymentMethodOf(stripe, customerId))) {
    return {
      outcome: 'checkout',
      checkoutUrl: await openCheckout(context, auth, { purpose: 'plan', choice }),
    };
  }
  await refuseWhileUnderWay(context, accountId);
  await settleLostOperations(context, accountId, customerId);
  const key = `subscribe-${randomUUID()}`;
  try {
    await runOperation(context, {
      accountId,
      kind: 'subscribe',
      key,
      send: (idempotencyKey) => subscribe(context, { accountId, customerId, choice, key: idempotencyKey }),
      idOf: (subscription) => subscription.id,
      readBack: () => findSubscribed(context, customerId, key),
    });
  } catch (error) {
    if (error instanceof AppError && error.key === 'payment_failed') {
      const declineCode = (error.details?.declineCode as string | undefined) ?? null;
      await recordPaymentError(context, accountId, { code: 'card_declined', declineCode });
    }
    throw error;
  }
  await clearPaymentError(context, accountId);
  return { outcome: 'updated', plan: await getAccountPlan(context, auth) };
}

async function chooseFree(context: Context, auth: Auth): Promise<void> {
  const accountId = auth.user.accountId;
  const customerId = await customerIdOf(context, accountId);
  const live = customerId ? liveSubscriptionOf(await readSubscriptions(context, customerId)) : undefined;
  if (!live) {
    await moveToFreePlan(context, accountId);
    return;
  }
  if (live.cancel_at_period_end) return;
  await refuseWhileUnderWay(context, accountId);
  const stripe = stripeOf(context);
  const key = `cancel-${randomUUID()}`;
  const askedAt = context.now();
  const cancelled = await runOperation(context, {
    accountId,
    kind: 'cancel_at_period_end',
    key,
    send: (idempotencyKey) =>
      stripe.subscriptions.update(
        live.id,
        { cancel_at_period_end: true, metadata: { operation: idempotencyKey } },
        { idempotencyKey },
      ),
    idOf: (subscription) => subscription.id,
    readBack: async () => {
      const subscription = await stripe.subscriptions.retrieve(live.id);
      return subscription.metadata?.operation === key ? subscription.id : undefined;
    },
  });
  const subscription = cancelled.value ?? (await stripe.subscriptions.retrieve(cancelled.id));
  await applySubscription(context, answerReceived(context, subscription, askedAt));
}
