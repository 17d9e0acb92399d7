import { methodFor, payInvoice } from './billing.ts';
import { expireSession } from './checkout.ts';
import { createInvoice } from './create-invoice.ts';
import { periodEnd } from './periods.ts';
import type { Store } from './store.ts';
import { endSubscription, productName, setPeriod } from './subscriptions.ts';
import type { Subscription } from './types.ts';

/** What happens when a renewal stays unpaid (Stripe's Billing settings, "Manage failed payments"). */
export type RetrySettings = {
  /** Days after the first failure when the invoice is charged again (Stripe's classic schedule: 3, 5, 7). */
  retryDays: number[];
  /** After the last retry fails: cancel the subscription (Stripe's default), mark it unpaid, or leave it past due. */
  afterRetries: 'cancel' | 'unpaid' | 'past_due';
};

type Moment = { at: number; run: () => void };
const day = 86400;

/**
 * Moves the fake's clock on, doing in order of time what Stripe's billing engine does meanwhile:
 * `customer.subscription.trial_will_end` 3 days before a trial ends, `invoice.upcoming` 7 days
 * before a renewal, renewals (invoice and charge), retries of unpaid renewals, cancellations at a
 * period's end, incomplete subscriptions expiring after 23 hours and Checkout sessions after theirs.
 */
export function advanceTime(store: Store, settings: RetrySettings, seconds: number) {
  const target = store.now() + seconds;
  for (let step = 0; step < 100_000; step++) {
    const due = moments(store, settings).filter((moment) => moment.at <= target);
    const next = due.sort((a, b) => a.at - b.at)[0];
    if (!next) break;
    store.moveClockTo(next.at);
    next.run();
  }
  store.moveClockTo(target);
}

function moments(store: Store, settings: RetrySettings): Moment[] {
  const found: Moment[] = [];
  for (const session of store.all('checkout.session'))
    if (session.status === 'open')
      found.push({ at: session.expires_at, run: () => expireSession(store, session) });
  for (const subscription of store.all('subscription').reverse()) {
    const book = store.book(subscription.id);
    if (['canceled', 'incomplete_expired', 'paused'].includes(subscription.status)) continue;
    if (subscription.status === 'incomplete') {
      found.push({ at: subscription.created + 23 * 3600, run: () => expireIncomplete(store, subscription) });
      continue;
    }
    if (subscription.status === 'trialing' && subscription.trial_end && !book.trialWillEndSent)
      found.push({
        at: subscription.trial_end - 3 * day,
        run: () => {
          book.trialWillEndSent = true;
          store.emit('customer.subscription.trial_will_end', subscription);
        },
      });
    const end = subscription.current_period_end;
    if (!subscription.cancel_at_period_end && book.upcomingSentFor !== end)
      found.push({
        at: end - 7 * day,
        run: () => {
          book.upcomingSentFor = end;
          store.emit('invoice.upcoming', upcomingInvoice(store, subscription));
        },
      });
    const retry = book.retry;
    if (retry) found.push({ at: retry.nextAt, run: () => retryPayment(store, settings, subscription) });
    found.push({ at: end, run: () => renew(store, settings, subscription) });
  }
  return found;
}

/** The end of a period: the subscription ends (cancelled at the period's end) or renews and is charged. */
function renew(store: Store, settings: RetrySettings, subscription: Subscription) {
  const now = subscription.current_period_end;
  if (subscription.cancel_at_period_end || (subscription.cancel_at && subscription.cancel_at <= now))
    return endSubscription(store, subscription, now);
  const before = structuredClone(subscription);
  const method = methodFor(store, subscription);
  if (subscription.status === 'trialing' && !method) {
    const behavior = (subscription.trial_settings as { end_behavior: { missing_payment_method: string } })
      .end_behavior.missing_payment_method;
    if (behavior === 'cancel') return endSubscription(store, subscription, now);
    if (behavior === 'pause') {
      subscription.status = 'paused';
      return store.emitChanges('customer.subscription.updated', subscription, before);
    }
  }
  const price = subscription.items.data[0]?.price;
  if (!price) return;
  const end = periodEnd(subscription.billing_cycle_anchor, price.recurring.interval, now);
  setPeriod(subscription, now, end);
  const book = store.book(subscription.id);
  const pending = book.pendingLines.map((line) => ({ ...line, proration: true, price }));
  book.pendingLines = [];
  const line = {
    amount: price.unit_amount,
    description: `1 × ${productName(store, price)}`,
    start: now,
    end,
    proration: false,
    price,
  };
  const invoice = createInvoice(store, subscription, [...pending, line], 'subscription_cycle');
  subscription.latest_invoice = invoice.id;
  const firstRetry = settings.retryDays[0];
  const failed = payInvoice(store, invoice, method, firstRetry === undefined ? null : now + firstRetry * day);
  if (failed) {
    subscription.status = 'past_due';
    book.retry =
      firstRetry === undefined
        ? null
        : { invoice: invoice.id, since: now, retries: 0, nextAt: now + firstRetry * day };
    if (firstRetry === undefined) afterLastRetry(store, settings, subscription);
  } else {
    subscription.status = 'active';
    book.retry = null;
  }
  if (subscription.ended_at === null)
    store.emitChanges('customer.subscription.updated', subscription, before);
}

function retryPayment(store: Store, settings: RetrySettings, subscription: Subscription) {
  const book = store.book(subscription.id);
  const retry = book.retry;
  if (!retry) return;
  book.retry = null;
  const invoice = store.get('invoice', retry.invoice);
  if (invoice.status !== 'open') return;
  const before = structuredClone(subscription);
  const laterDays = settings.retryDays[retry.retries + 1];
  const nextAt = laterDays === undefined ? null : retry.since + laterDays * day;
  const failed = payInvoice(store, invoice, methodFor(store, subscription), nextAt);
  if (!failed) subscription.status = 'active';
  else if (nextAt !== null) book.retry = { ...retry, retries: retry.retries + 1, nextAt };
  else afterLastRetry(store, settings, subscription);
  if (subscription.ended_at === null)
    store.emitChanges('customer.subscription.updated', subscription, before);
}

function afterLastRetry(store: Store, settings: RetrySettings, subscription: Subscription) {
  if (settings.afterRetries === 'cancel') endSubscription(store, subscription, store.now());
  else if (settings.afterRetries === 'unpaid') subscription.status = 'unpaid';
}

function expireIncomplete(store: Store, subscription: Subscription) {
  const before = structuredClone(subscription);
  subscription.status = 'incomplete_expired';
  subscription.ended_at = store.now();
  const invoice = subscription.latest_invoice
    ? store.find('invoice', subscription.latest_invoice)
    : undefined;
  if (invoice?.status === 'open') {
    Object.assign(invoice, { status: 'void', amount_remaining: 0 });
    store.emit('invoice.voided', invoice);
  }
  store.emitChanges('customer.subscription.updated', subscription, before);
}

/** `invoice.upcoming`'s object: the next renewal's invoice as it would be, with no id. */
function upcomingInvoice(store: Store, subscription: Subscription) {
  const price = subscription.items.data[0]?.price;
  const pending = store.book(subscription.id).pendingLines.reduce((sum, line) => sum + line.amount, 0);
  const amount = (price?.unit_amount ?? 0) + pending;
  return {
    object: 'invoice',
    amount_due: Math.max(0, amount),
    amount_paid: 0,
    billing_reason: 'upcoming',
    created: store.now(),
    currency: price?.currency ?? 'eur',
    customer: subscription.customer,
    livemode: false,
    next_payment_attempt: subscription.current_period_end,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
    },
    period_start: subscription.current_period_start,
    period_end: subscription.current_period_end,
    status: 'draft',
    subscription: subscription.id,
    subtotal: amount,
    total: amount,
  };
}
