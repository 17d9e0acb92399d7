import { chargeOutcome, intentOf, methodFor, payInvoice, refuse } from './billing.ts';
import { createInvoice, type Line } from './create-invoice.ts';
import { addDiscount, discountSources } from './discounts.ts';
import { invalidRequest } from './errors.ts';
import { render } from './expand.ts';
import { allowOnly, boolean, integer, list, mergeMetadata, type Params, text } from './form.ts';
import { formatDate, periodEnd } from './periods.ts';
import type { FakeServer } from './server.ts';
import type { Store } from './store.ts';
import { productName, setPeriod, subscriptionItem } from './subscriptions.ts';
import type { Price, Subscription } from './types.ts';

const updateParams = [
  'items',
  'proration_behavior',
  'proration_date',
  'cancel_at_period_end',
  'payment_behavior',
  'default_payment_method',
  'metadata',
  'expand',
  'trial_end',
  'discounts',
  'description',
  'off_session',
  'cancellation_details',
  'billing_cycle_anchor',
];

export function subscriptionUpdateRoute(server: FakeServer, store: Store) {
  server.on('POST', '/v1/subscriptions/:id', ({ params, input }) => {
    const subscription = store.get('subscription', params.id ?? '');
    return { json: render(store, updateSubscription(store, subscription, input), input) };
  });
}

/**
 * `POST /v1/subscriptions/:id`: metadata, default payment method, cancellation at the period's end,
 * the trial's end, discounts, and a change of price with its prorations (an invoice at once with
 * `always_invoice` or a change of interval; kept for the next invoice with `create_prorations`).
 */
export function updateSubscription(store: Store, subscription: Subscription, input: Params): Subscription {
  allowOnly(input, updateParams);
  const ended = ['canceled', 'incomplete_expired'].includes(subscription.status);
  if (
    ended &&
    Object.keys(input).some((name) => !['metadata', 'cancellation_details', 'expand'].includes(name))
  )
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  const behavior = text(input, 'payment_behavior') ?? 'allow_incomplete';
  if (!['allow_incomplete', 'error_if_incomplete', 'default_incomplete'].includes(behavior))
    throw invalidRequest(`The fake does not support payment_behavior=${behavior}.`, 'payment_behavior');
  const proration = text(input, 'proration_behavior') ?? 'create_prorations';
  if (!['create_prorations', 'always_invoice', 'none'].includes(proration))
    throw invalidRequest(`Invalid proration_behavior: ${proration}`, 'proration_behavior');
  const now = store.now();
  const before = structuredClone(subscription);
  const method = text(input, 'default_payment_method');
  if (method && store.find('payment_method', method)?.customer !== subscription.customer)
    throw invalidRequest(`No such PaymentMethod: '${method}'`, 'default_payment_method', 'resource_missing');
  const newPrice = priceChange(store, subscription, input);
  const trialEnd = text(input, 'trial_end');
  const endsTrial = trialEnd === 'now' && subscription.status === 'trialing';
  const oldPrice = subscription.items.data[0]?.price as Price;
  const price = newPrice ?? oldPrice;
  const changesInterval =
    newPrice !== undefined && newPrice.recurring.interval !== oldPrice.recurring.interval;
  const trialing = subscription.status === 'trialing' && !endsTrial;
  // What an immediate invoice would hold: prorations, then the new period's price.
  const lines: Line[] = [];
  const { current_period_start: start, current_period_end: end } = subscription;
  if (newPrice && !trialing && proration !== 'none') {
    const share = Math.max(0, end - now) / Math.max(1, end - start);
    const after = formatDate(now);
    lines.push(
      prorationLine(
        -oldPrice.unit_amount * share,
        `Unused time on ${productName(store, oldPrice)} after ${after}`,
        oldPrice,
      ),
    );
    if (!changesInterval)
      lines.push(
        prorationLine(
          newPrice.unit_amount * share,
          `Remaining time on ${productName(store, newPrice)} after ${after}`,
          newPrice,
        ),
      );
  }
  const anchorNow = text(input, 'billing_cycle_anchor') === 'now' && !trialing;
  const newPeriod = (changesInterval && !trialing) || endsTrial || anchorNow;
  const periodEnds = newPeriod ? periodEnd(now, price.recurring.interval) : end;
  if (newPeriod)
    lines.push({
      amount: price.unit_amount,
      description: `1 × ${productName(store, price)}`,
      start: now,
      end: periodEnds,
      proration: false,
      price,
    });
  const invoiceNow = newPeriod || (proration === 'always_invoice' && lines.length > 0);
  const book = store.book(subscription.id);
  const pending = invoiceNow ? book.pendingLines.map((line) => ({ ...line, proration: true, price })) : [];
  const charged = method || methodFor(store, subscription);
  const owed = [...lines, ...pending].reduce((sum, line) => sum + line.amount, 0);
  const outcome = chargeOutcome(store, charged);
  if (invoiceNow && owed > 0 && behavior === 'error_if_incomplete' && outcome)
    refuse(store, subscription.customer, price, charged, outcome);

  if (method !== undefined) subscription.default_payment_method = method || null;
  if (input.metadata !== undefined) subscription.metadata = mergeMetadata(subscription.metadata, input);
  if (input.description !== undefined) subscription.description = text(input, 'description') || null;
  const cancel = boolean(input, 'cancel_at_period_end');
  if (cancel !== undefined)
    Object.assign(subscription, {
      cancel_at_period_end: cancel,
      cancel_at: cancel ? end : null,
      canceled_at: cancel ? now : null,
    });
  if (input.discounts !== undefined)
    subscription.discounts = discountSources(store, input).map(
      (source) => addDiscount(store, subscription, source).id,
    );
  const trialUntil = integer(input, 'trial_end');
  if (trialUntil !== undefined && trialEnd !== 'now' && subscription.status === 'trialing') {
    Object.assign(subscription, { trial_end: trialUntil, billing_cycle_anchor: trialUntil });
    setPeriod(subscription, start, trialUntil);
  }
  if (newPrice)
    subscription.items.data = [
      subscriptionItem(store, subscription, newPrice, subscription.items.data[0]?.id),
    ];
  if (endsTrial) subscription.trial_end = now;
  if (newPeriod) {
    setPeriod(subscription, now, periodEnds);
    subscription.billing_cycle_anchor = now;
  }
  if (!invoiceNow && proration === 'create_prorations')
    book.pendingLines.push(
      ...lines.map(({ amount, description, start: from, end: to }) => ({
        amount,
        description,
        start: from,
        end: to,
      })),
    );
  if (invoiceNow) {
    book.pendingLines = [];
    const invoice = createInvoice(store, subscription, [...pending, ...lines], 'subscription_update');
    subscription.latest_invoice = invoice.id;
    if (behavior === 'default_incomplete' && invoice.amount_due > 0) intentOf(store, invoice);
    else {
      const failed = payInvoice(store, invoice, charged);
      if (failed) subscription.status = 'past_due';
      else if (endsTrial || subscription.status === 'incomplete') subscription.status = 'active';
    }
  }
  store.emitChanges('customer.subscription.updated', subscription, before);
  return subscription;

  function prorationLine(amount: number, description: string, linePrice: Price): Line {
    return { amount: Math.round(amount), description, start: now, end, proration: true, price: linePrice };
  }
}

/** `items[0][id]` (the subscription's one item) with `items[0][price]`: the new price, if it changes. */
function priceChange(store: Store, subscription: Subscription, input: Params): Price | undefined {
  const items = list(input, 'items');
  if (!items.length) return undefined;
  const item = items[0];
  if (items.length > 1 || !item || typeof item !== 'object' || Array.isArray(item))
    throw invalidRequest('The fake keeps one item: give items[0][id] and items[0][price].', 'items');
  const current = subscription.items.data[0];
  const id = text(item, 'id');
  if (!id || id !== current?.id)
    throw invalidRequest(`No such subscription item: '${id ?? ''}'`, 'items[0][id]', 'resource_missing');
  const priceId = text(item, 'price');
  if (!priceId || priceId === current.price.id) return undefined;
  return store.get('price', priceId, 'items[0][price]');
}
