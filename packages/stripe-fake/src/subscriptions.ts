import { chargeOutcome, intentOf, payInvoice, refuse } from './billing.ts';
import { createInvoice, type Line } from './create-invoice.ts';
import { addDiscount, discountSources } from './discounts.ts';
import { invalidRequest } from './errors.ts';
import { render } from './expand.ts';
import {
  allowOnly,
  boolean,
  hash,
  integer,
  list,
  mergeMetadata,
  type Params,
  requiredText,
  text,
} from './form.ts';
import { page } from './list.ts';
import { formatAmount, periodEnd } from './periods.ts';
import type { FakeServer } from './server.ts';
import type { Store } from './store.ts';
import type { Price, Subscription, SubscriptionItem } from './types.ts';

const createParams = [
  'customer',
  'items',
  'default_payment_method',
  'payment_behavior',
  'trial_end',
  'trial_period_days',
  'trial_settings',
  'discounts',
  'metadata',
  'expand',
  'proration_behavior',
  'off_session',
  'collection_method',
  'description',
  'payment_settings',
  'cancel_at_period_end',
];

export function subscriptionRoutes(server: FakeServer, store: Store) {
  server.on('POST', '/v1/subscriptions', ({ input }) => ({
    json: render(store, createSubscription(store, input), input),
  }));
  server.on('GET', '/v1/subscriptions', ({ input }) => {
    const customer = text(input, 'customer');
    const status = text(input, 'status');
    const price = text(input, 'price');
    const subscriptions = store
      .all('subscription')
      .filter(
        (subscription) =>
          (!customer || subscription.customer === customer) &&
          (!price || subscription.items.data[0]?.price.id === price) &&
          (status === 'all' ||
            (status === 'ended' && ['canceled', 'incomplete_expired'].includes(subscription.status)) ||
            (status ? subscription.status === status : subscription.status !== 'canceled')),
      );
    return { json: render(store, page(subscriptions, input, '/v1/subscriptions'), input) };
  });
  server.on('GET', '/v1/subscriptions/:id', ({ params, input }) => ({
    json: render(store, store.get('subscription', params.id ?? ''), input),
  }));
  server.on('DELETE', '/v1/subscriptions/:id', ({ params, input }) => {
    allowOnly(input, ['invoice_now', 'prorate', 'cancellation_details', 'expand']);
    const subscription = store.get('subscription', params.id ?? '');
    if (subscription.status === 'canceled')
      throw invalidRequest(`This subscription has already been canceled.`);
    endSubscription(store, subscription, store.now());
    return { json: render(store, subscription, input) };
  });
}

function createSubscription(store: Store, input: Params): Subscription {
  allowOnly(input, createParams);
  const customer = store.get('customer', requiredText(input, 'customer'), 'customer');
  const items = list(input, 'items');
  const item = items[0];
  if (items.length !== 1 || !item || typeof item !== 'object' || Array.isArray(item))
    throw invalidRequest('The fake takes exactly one item (items[0][price]).', 'items');
  const price = store.get('price', requiredText(item, 'price'), 'items[0][price]');
  const method = text(input, 'default_payment_method') || null;
  if (method && store.find('payment_method', method)?.customer !== customer.id)
    throw invalidRequest(`No such PaymentMethod: '${method}'`, 'default_payment_method', 'resource_missing');
  if ((text(input, 'collection_method') ?? 'charge_automatically') !== 'charge_automatically')
    throw invalidRequest('The fake charges automatically only (no send_invoice).', 'collection_method');
  const behavior = text(input, 'payment_behavior') ?? 'allow_incomplete';
  if (!['allow_incomplete', 'error_if_incomplete', 'default_incomplete'].includes(behavior))
    throw invalidRequest(`Invalid payment_behavior: ${behavior}`, 'payment_behavior');
  const now = store.now();
  const trialEnd = trialEndOf(input, now);
  const discounts = discountSources(store, input);
  const charged = method ?? customer.invoice_settings.default_payment_method;
  const outcome = chargeOutcome(store, charged);
  const percentOff = discounts.reduce(
    (sum, source) => sum + (store.get('coupon', source.coupon).percent_off ?? 0),
    0,
  );
  const owes = !trialEnd && price.unit_amount * (1 - Math.min(100, percentOff) / 100) > 0;
  if (owes && behavior === 'error_if_incomplete' && outcome)
    refuse(store, customer.id, price, charged, outcome);
  const id = store.id('sub');
  const end = trialEnd ?? periodEnd(now, price.recurring.interval);
  const subscription = store.add<Subscription>({
    id,
    object: 'subscription',
    application: null,
    automatic_tax: { enabled: false, disabled_reason: null, liability: null },
    billing_cycle_anchor: trialEnd ?? now,
    billing_cycle_anchor_config: null,
    billing_mode: { type: 'flexible', flexible: { proration_discounts: 'included' }, updated_at: now },
    cancel_at: boolean(input, 'cancel_at_period_end') ? end : null,
    cancel_at_period_end: boolean(input, 'cancel_at_period_end') ?? false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: price.currency,
    current_period_start: now,
    current_period_end: end,
    customer: customer.id,
    days_until_due: null,
    default_payment_method: method,
    default_source: null,
    description: text(input, 'description') ?? null,
    discounts: [],
    ended_at: null,
    items: { object: 'list', data: [], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: mergeMetadata({}, input),
    pause_collection: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: trialEnd ? 'trialing' : owes && outcome ? 'incomplete' : 'active',
    test_clock: null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: trialEndBehavior(input) } },
    trial_start: trialEnd ? now : null,
  });
  if (behavior === 'default_incomplete' && owes) subscription.status = 'incomplete';
  subscription.items.data.push(subscriptionItem(store, subscription, price));
  subscription.discounts = discounts.map((source) => addDiscount(store, subscription, source).id);
  store.emit('customer.subscription.created', subscription);
  const description = trialEnd
    ? `Trial period for ${productName(store, price)}`
    : `1 × ${productName(store, price)}`;
  const line: Line = {
    amount: trialEnd ? 0 : price.unit_amount,
    description,
    start: now,
    end,
    proration: false,
    price,
  };
  const invoice = createInvoice(store, subscription, [line], 'subscription_create');
  subscription.latest_invoice = invoice.id;
  if (behavior !== 'default_incomplete' || !owes) payInvoice(store, invoice, charged);
  else intentOf(store, invoice);
  return subscription;
}

export function subscriptionItem(
  store: Store,
  subscription: Subscription,
  price: Price,
  id = store.id('si'),
): SubscriptionItem {
  return {
    id,
    object: 'subscription_item',
    created: store.now(),
    current_period_start: subscription.current_period_start,
    current_period_end: subscription.current_period_end,
    discounts: [],
    metadata: {},
    plan: {
      id: price.id,
      object: 'plan',
      active: price.active,
      amount: price.unit_amount,
      currency: price.currency,
      interval: price.recurring.interval,
      interval_count: 1,
      product: price.product,
    },
    price: structuredClone(price),
    quantity: 1,
    subscription: subscription.id,
    tax_rates: [],
    livemode: false,
  };
}

export function setPeriod(subscription: Subscription, start: number, end: number) {
  subscription.current_period_start = start;
  subscription.current_period_end = end;
  for (const item of subscription.items.data)
    Object.assign(item, { current_period_start: start, current_period_end: end });
}

export function productName(store: Store, price: Price): string {
  const name = store.find('product', price.product)?.name ?? price.product;
  return `${name} (at ${formatAmount(price.unit_amount, price.currency)} / ${price.recurring.interval})`;
}

/** Ends a subscription now: `customer.subscription.deleted`. */
export function endSubscription(store: Store, subscription: Subscription, at: number) {
  Object.assign(subscription, {
    status: 'canceled',
    canceled_at: subscription.canceled_at ?? at,
    ended_at: at,
    cancel_at_period_end: false,
  });
  store.books.delete(subscription.id);
  store.emit('customer.subscription.deleted', subscription);
}

function trialEndOf(input: Params, now: number): number | null {
  const given = text(input, 'trial_end');
  if (given === 'now') return null;
  const end = integer(input, 'trial_end');
  if (end !== undefined) {
    if (end <= now)
      throw invalidRequest(
        'Invalid timestamp: must be an integer Unix timestamp in the future.',
        'trial_end',
      );
    return end;
  }
  const days = integer(input, 'trial_period_days');
  return days ? now + days * 86400 : null;
}

function trialEndBehavior(input: Params): string {
  const settings = hash(input, 'trial_settings');
  const behavior = settings ? hash(settings, 'end_behavior') : undefined;
  return (behavior && text(behavior, 'missing_payment_method')) || 'create_invoice';
}
