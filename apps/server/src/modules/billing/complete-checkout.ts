import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { answerReceived, applySubscription } from './apply-subscription.ts';
import { clearPaymentError, recordPaymentError } from './payment-errors.ts';
import { defaultPaymentMethodIdOf } from './payment-method.ts';
import { type OperationResult, runOperation } from './run-operation.ts';
import { type BillingCheckoutRow, billingCheckouts } from './schema.ts';
import { idOf, stripeOf } from './stripe-client.ts';
import { findSubscribed, liveSubscriptionOf, readSubscriptions, subscribe } from './subscribe.ts';

type Context = Pick<AppContext, 'database' | 'now' | 'queue' | 'config' | 'secrets' | 'logger'>;

/**
 * A finished Stripe Checkout: for a plan chosen without a payment method, the subscription is made
 * and paid with the method entered, which then becomes the customer's default (a declined card
 * never does); for a new payment method, it becomes the default and the subscription's. The
 * browser coming back (`accountId` given: another
 * account's session is not found) and the `checkout.session.completed` webhook both call it,
 * whichever comes first, and reconciliation calls it for one left unfinished: each Stripe write is
 * keyed by the session (`checkout-<id>-…`), so it happens once; a second caller waits for the first
 * and gets the same outcome, a declined card included.
 */
export async function completeCheckout(
  context: Context,
  sessionId: string,
  accountId?: string,
): Promise<BillingCheckoutRow> {
  const db = context.database.db;
  const [checkout] = await db
    .select()
    .from(billingCheckouts)
    .where(
      and(
        eq(billingCheckouts.stripeSessionId, sessionId),
        accountId ? eq(billingCheckouts.accountId, accountId) : undefined,
      ),
    )
    .limit(1);
  if (!checkout) throw new AppError('not_found', { message: 'Checkout session not found' });
  const stripe = stripeOf(context);
  const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['setup_intent'] });
  if (session.status === 'expired') await markCheckout(context, checkout, 'expired');
  const setupIntent = session.setup_intent as Stripe.SetupIntent | string | null;
  const paymentMethodId = typeof setupIntent === 'object' ? idOf(setupIntent?.payment_method) : null;
  const customerId = idOf(session.customer);
  if (session.status !== 'complete' || !paymentMethodId || !customerId) {
    throw new AppError('invalid_data', {
      message: 'This Checkout was not completed on Stripe',
      details: { status: session.status },
    });
  }

  try {
    if (checkout.purpose === 'plan' && checkout.plan && checkout.period) {
      // Paid first with the method entered: a card declined never becomes the default one.
      const choice = { plan: checkout.plan, period: checkout.period };
      await subscribeOnce(context, checkout, customerId, choice, paymentMethodId);
      await setDefaultPaymentMethod(context, checkout, customerId, paymentMethodId);
      await clearPaymentError(context, checkout.accountId);
    } else {
      await setDefaultPaymentMethod(context, checkout, customerId, paymentMethodId);
      await moveSubscriptionTo(context, checkout, customerId, paymentMethodId);
    }
  } catch (error) {
    if (error instanceof AppError && error.key === 'payment_failed') {
      const declineCode = (error.details?.declineCode as string | undefined) ?? null;
      await recordPaymentError(context, checkout.accountId, { code: 'card_declined', declineCode });
      await markCheckout(context, checkout, 'completed');
    }
    if (checkout.purpose === 'payment_method' && error instanceof AppError && error.status >= 500) {
      throw new AppError('card_save_failed', {
        message: 'The payment method could not be saved: try later',
        cause: error,
      });
    }
    throw error;
  }
  await markCheckout(context, checkout, 'completed');
  return checkout;
}

/**
 * The browser's return from Checkout: the session must be one the caller's account opened (another
 * account's is not found, whatever the role), and completing it needs the `billing` action.
 */
export async function completeCheckoutFor(context: Context, auth: Auth, sessionId: string): Promise<void> {
  stripeOf(context);
  const [checkout] = await context.database.db
    .select({ id: billingCheckouts.stripeSessionId })
    .from(billingCheckouts)
    .where(
      and(
        eq(billingCheckouts.stripeSessionId, sessionId),
        eq(billingCheckouts.accountId, auth.user.accountId),
      ),
    )
    .limit(1);
  if (!checkout) throw new AppError('not_found', { message: 'Checkout session not found' });
  authorize(auth, 'billing');
  await completeCheckout(context, sessionId, auth.user.accountId);
}

async function setDefaultPaymentMethod(
  context: Context,
  checkout: BillingCheckoutRow,
  customerId: string,
  paymentMethodId: string,
): Promise<void> {
  const stripe = stripeOf(context);
  await runOperation(context, {
    accountId: checkout.accountId,
    kind: 'set_default_payment_method',
    key: `checkout-${checkout.stripeSessionId}-default`,
    send: (idempotencyKey) =>
      stripe.customers.update(
        customerId,
        { invoice_settings: { default_payment_method: paymentMethodId } },
        { idempotencyKey },
      ),
    idOf: (customer) => customer.id,
    readBack: async () => {
      const customer = await stripe.customers.retrieve(customerId);
      return defaultPaymentMethodIdOf(customer) === paymentMethodId ? customerId : undefined;
    },
  });
}

/** The plan the Checkout was opened for: subscribed once, whoever completes it. */
async function subscribeOnce(
  context: Context,
  checkout: BillingCheckoutRow,
  customerId: string,
  choice: {
    plan: NonNullable<BillingCheckoutRow['plan']>;
    period: NonNullable<BillingCheckoutRow['period']>;
  },
  paymentMethodId: string,
): Promise<OperationResult<Stripe.Subscription>> {
  const key = `checkout-${checkout.stripeSessionId}-subscription`;
  return runOperation(context, {
    accountId: checkout.accountId,
    kind: 'subscribe',
    key,
    send: (idempotencyKey) =>
      subscribe(context, {
        accountId: checkout.accountId,
        customerId,
        choice,
        key: idempotencyKey,
        paymentMethodId,
      }),
    idOf: (subscription) => subscription.id,
    readBack: () => findSubscribed(context, customerId, key),
  });
}

/** A new payment method also pays the subscription the account has, if any. */
async function moveSubscriptionTo(
  context: Context,
  checkout: BillingCheckoutRow,
  customerId: string,
  paymentMethodId: string,
): Promise<void> {
  const stripe = stripeOf(context);
  const live = liveSubscriptionOf(await readSubscriptions(context, customerId));
  if (!live || idOf(live.default_payment_method) === paymentMethodId) return;
  const askedAt = context.now();
  const moved = await runOperation(context, {
    accountId: checkout.accountId,
    kind: 'update_subscription',
    key: `checkout-${checkout.stripeSessionId}-subscription-payment-method`,
    send: (idempotencyKey) =>
      stripe.subscriptions.update(live.id, { default_payment_method: paymentMethodId }, { idempotencyKey }),
    idOf: (subscription) => subscription.id,
    readBack: async () => {
      const subscription = await stripe.subscriptions.retrieve(live.id);
      return idOf(subscription.default_payment_method) === paymentMethodId ? subscription.id : undefined;
    },
  });
  if (moved.value) {
    await applySubscription(context, answerReceived(context, moved.value, askedAt));
  }
}

async function markCheckout(
  context: Pick<AppContext, 'database' | 'now'>,
  checkout: BillingCheckoutRow,
  state: 'completed' | 'expired',
): Promise<void> {
  await context.database.db
    .update(billingCheckouts)
    .set({ state, completedAt: state === 'completed' ? context.now() : null })
    .where(
      and(eq(billingCheckouts.stripeSessionId, checkout.stripeSessionId), eq(billingCheckouts.state, 'open')),
    );
}
