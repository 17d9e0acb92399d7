import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { answerReceived, appliedSince, applySubscription } from './apply-subscription.ts';
import { emailPaymentFailed, emailTrialEnding, emailUpcomingInvoice } from './billing-emails.ts';
import { completeCheckout } from './complete-checkout.ts';
import { clearPaymentError, recordPaymentError } from './payment-errors.ts';
import { billingCheckouts, billingCustomers, billingSubscriptions } from './schema.ts';
import { answeredAt, idOf, stripeOf } from './stripe-client.ts';
import { currentSubscription } from './subscription-state.ts';

type Context = Pick<AppContext, 'database' | 'now' | 'queue' | 'config' | 'secrets' | 'logger'>;

/**
 * What an event changes here; the account it was about (null: not this product's, or a type it does
 * not use). Each is called once per event id (receive-webhook.ts).
 */
export async function handleEvent(context: Context, event: Stripe.Event): Promise<string | null> {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(context, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(context, event.data.object, new Date(event.created * 1000));
    case 'customer.subscription.trial_will_end':
      return trialWillEnd(context, event.id, event.data.object, new Date(event.created * 1000));
    case 'invoice.paid':
      return invoicePaid(context, event.data.object);
    case 'invoice.payment_failed':
      return invoicePaymentFailed(context, event.id, event.data.object);
    case 'invoice.upcoming':
      return invoiceUpcoming(context, event.id, event.data.object);
    default:
      return null;
  }
}

async function accountOfCustomer(
  context: Pick<AppContext, 'database'>,
  customer: string | { id: string } | null,
): Promise<string | null> {
  const customerId = idOf(customer);
  if (!customerId) return null;
  const [row] = await context.database.db
    .select({ accountId: billingCustomers.accountId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId))
    .limit(1);
  return row?.accountId ?? null;
}

/** The webhook's side of a Checkout's completion; the browser's return may have done it already. */
async function checkoutCompleted(context: Context, session: Stripe.Checkout.Session): Promise<string | null> {
  const [checkout] = await context.database.db
    .select({ accountId: billingCheckouts.accountId })
    .from(billingCheckouts)
    .where(eq(billingCheckouts.stripeSessionId, session.id))
    .limit(1);
  if (!checkout) return null;
  try {
    await completeCheckout(context, session.id);
  } catch (error) {
    // A declined card is recorded (and answered to the browser): the event is handled. Anything
    // else (Stripe unreachable) fails the delivery, which Stripe repeats.
    if (!(error instanceof AppError && error.status < 500)) throw error;
  }
  return checkout.accountId;
}

/**
 * A subscription's event. One older than the state applied changes nothing and is left at once (a
 * late `created` after `updated`). Otherwise the subscription is read from Stripe and that answer
 * applied, stamped with the event's time: events may come in any order, and in the same second,
 * so the payload of one of them is never taken for the latest state.
 */
async function subscriptionChanged(
  context: Context,
  subscription: Stripe.Subscription,
  at: Date,
): Promise<string | null> {
  const accountId = await accountOfCustomer(context, subscription.customer);
  if (!accountId) return null;
  if (await appliedSince(context, subscription.id, at)) return accountId;
  const askedAt = context.now();
  const fresh = await stripeOf(context).subscriptions.retrieve(subscription.id);
  const receivedAt = context.now();
  const answered = answeredAt(fresh, receivedAt);
  await applySubscription(context, {
    subscription: fresh,
    at: answered > at ? answered : at,
    askedAt,
    receivedAt,
  });
  return accountId;
}

/**
 * Stripe's notice before a promo code's 24-hour trial ends: the state is applied as for any change,
 * and the administrators told that the card on file is then charged (the product's own trial,
 * without Stripe, has its own e-mails).
 */
async function trialWillEnd(
  context: Context,
  eventId: string,
  subscription: Stripe.Subscription,
  at: Date,
): Promise<string | null> {
  const accountId = await subscriptionChanged(context, subscription, at);
  if (!accountId) return null;
  const [row] = await context.database.db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.stripeSubscriptionId, subscription.id))
    .limit(1);
  if (row?.status !== 'trialing') return accountId;
  await emailTrialEnding(context, accountId, { eventId, subscription: row });
  return accountId;
}

function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription ?? null);
  // Before Stripe's API of 2025-03-31 the invoice named its subscription itself.
  return fromParent ?? idOf((invoice as unknown as { subscription?: string | null }).subscription ?? null);
}

/** A payment went through: the last failure is forgotten, and the subscription read again (past_due → active). */
async function invoicePaid(context: Context, invoice: Stripe.Invoice): Promise<string | null> {
  const accountId = await accountOfCustomer(context, invoice.customer);
  if (!accountId) return null;
  await clearPaymentError(context, accountId);
  const subscriptionId = subscriptionIdOf(invoice);
  if (subscriptionId) {
    const askedAt = context.now();
    const subscription = await stripeOf(context).subscriptions.retrieve(subscriptionId);
    await applySubscription(context, answerReceived(context, subscription, askedAt));
  }
  return accountId;
}

/** Why the invoice's last payment failed: its PaymentIntent's error (Stripe's decline code). */
async function paymentErrorOf(
  context: Context,
  invoice: Stripe.Invoice,
): Promise<{ code: string; declineCode: string | null }> {
  const stripe = stripeOf(context);
  const payments = await stripe.invoicePayments.list({ invoice: invoice.id, limit: 10 });
  for (const payment of payments.data) {
    const intentId = idOf(payment.payment?.payment_intent ?? null);
    if (!intentId) continue;
    const intent = await stripe.paymentIntents.retrieve(intentId);
    const error = intent.last_payment_error;
    if (error) return { code: error.code ?? 'card_declined', declineCode: error.decline_code ?? null };
  }
  return { code: 'card_declined', declineCode: null };
}

async function planOfInvoice(context: Context, accountId: string, invoice: Stripe.Invoice) {
  const subscriptionId = subscriptionIdOf(invoice);
  if (subscriptionId) {
    const [row] = await context.database.db
      .select({ plan: billingSubscriptions.plan, currentPeriodEnd: billingSubscriptions.currentPeriodEnd })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.stripeSubscriptionId, subscriptionId))
      .limit(1);
    if (row) return row;
  }
  const current = await currentSubscription(context, accountId);
  return current ? { plan: current.plan, currentPeriodEnd: current.currentPeriodEnd } : undefined;
}

/** The decline code is kept (shown until a payment succeeds) and the administrators told why. */
async function invoicePaymentFailed(
  context: Context,
  eventId: string,
  invoice: Stripe.Invoice,
): Promise<string | null> {
  const accountId = await accountOfCustomer(context, invoice.customer);
  if (!accountId) return null;
  const error = await paymentErrorOf(context, invoice);
  await recordPaymentError(context, accountId, error);
  const subscription = await planOfInvoice(context, accountId, invoice);
  await emailPaymentFailed(context, accountId, {
    eventId,
    plan: subscription?.plan ?? null,
    amountCents: invoice.amount_due,
    currency: invoice.currency,
    declineCode: error.declineCode ?? error.code,
  });
  return accountId;
}

/** Stripe's notice of the next renewal: its amount and the day it is charged. */
async function invoiceUpcoming(
  context: Context,
  eventId: string,
  invoice: Stripe.Invoice,
): Promise<string | null> {
  const accountId = await accountOfCustomer(context, invoice.customer);
  if (!accountId) return null;
  const subscription = await planOfInvoice(context, accountId, invoice);
  const date = invoice.next_payment_attempt
    ? new Date(invoice.next_payment_attempt * 1000)
    : (subscription?.currentPeriodEnd ?? new Date(invoice.period_end * 1000));
  await emailUpcomingInvoice(context, accountId, {
    eventId,
    plan: subscription?.plan ?? null,
    amountCents: invoice.amount_due,
    currency: invoice.currency,
    date,
  });
  return accountId;
}
