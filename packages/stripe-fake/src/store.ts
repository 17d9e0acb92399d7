import { missing } from './errors.ts';
import type {
  CheckoutSession,
  Coupon,
  Customer,
  Discount,
  Invoice,
  InvoicePayment,
  PaymentIntent,
  PaymentMethod,
  Price,
  Product,
  PromotionCode,
  SetupIntent,
  StripeEvent,
  StripeObject,
  Subscription,
} from './types.ts';

type Kinds = {
  customer: Customer;
  product: Product;
  price: Price;
  coupon: Coupon;
  promotion_code: PromotionCode;
  discount: Discount;
  'checkout.session': CheckoutSession;
  payment_method: PaymentMethod;
  setup_intent: SetupIntent;
  payment_intent: PaymentIntent;
  invoice: Invoice;
  invoice_payment: InvoicePayment;
  subscription: Subscription;
  event: StripeEvent;
};
export type Kind = keyof Kinds;

/** The names Stripe's "No such …" messages give each kind. */
const resourceNames: Record<Kind, string> = {
  customer: 'customer',
  product: 'product',
  price: 'price',
  coupon: 'coupon',
  promotion_code: 'promotion code',
  discount: 'discount',
  'checkout.session': 'checkout.session',
  payment_method: 'PaymentMethod',
  setup_intent: 'setupintent',
  payment_intent: 'payment_intent',
  invoice: 'invoice',
  invoice_payment: 'invoice payment',
  subscription: 'subscription',
  event: 'event',
};

/** What the fake knows of a subscription beyond its JSON: the billing engine's own bookkeeping. */
export type SubscriptionBook = {
  /** Proration lines waiting for the next invoice (`proration_behavior=create_prorations`). */
  pendingLines: { amount: number; description: string; start: number; end: number }[];
  /** The period end whose `invoice.upcoming` went out. */
  upcomingSentFor: number | null;
  trialWillEndSent: boolean;
  /** Smart Retries of an unpaid renewal: the invoice and when it is tried again. */
  retry: { invoice: string; since: number; retries: number; nextAt: number } | null;
};

/**
 * Everything the fake holds, in memory: objects by id (ids are unique across kinds, so expansion
 * finds any of them), deterministic ids per prefix, the test clock, and the events.
 */
export class Store {
  readonly objects = new Map<string, StripeObject>();
  /** What a payment method does when charged: `null` pays, a decline code refuses. */
  readonly declineWhenCharged = new Map<string, string | null>();
  readonly books = new Map<string, SubscriptionBook>();
  /** A Checkout session's `setup_intent_data[metadata]`, given to its SetupIntent. */
  readonly setupIntentMetadata = new Map<string, Record<string, string>>();
  /** The API request being answered: events it causes carry its id and idempotency key. */
  request: StripeEvent['request'] = { id: null, idempotency_key: null };
  onEvent: (event: StripeEvent) => void = () => {};
  private readonly counters = new Map<string, number>();
  private offsetSeconds = 0;

  url: string;
  readonly apiVersion: string;
  /** How many endpoints an event goes to (`pending_webhooks`). */
  private readonly webhookCount: () => number;

  constructor(url: string, apiVersion: string, webhookCount: () => number) {
    this.url = url;
    this.apiVersion = apiVersion;
    this.webhookCount = webhookCount;
  }

  id(prefix: string): string {
    const next = (this.counters.get(prefix) ?? 0) + 1;
    this.counters.set(prefix, next);
    return `${prefix}_fake${String(next).padStart(8, '0')}`;
  }

  /** Unix seconds on the fake's clock: the machine's, moved on by `advanceTime`. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  moveClockTo(unix: number) {
    this.offsetSeconds += Math.max(0, unix - this.now());
  }

  add<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  find<K extends Kind>(kind: K, id: string): Kinds[K] | undefined {
    const found = this.objects.get(id);
    return found && found.object === kind ? (found as Kinds[K]) : undefined;
  }

  get<K extends Kind>(kind: K, id: string, param = 'id'): Kinds[K] {
    const found = this.find(kind, id);
    if (!found) throw missing(resourceNames[kind], id, param);
    return found;
  }

  /** Every object of a kind, newest first (Stripe's order for lists). */
  all<K extends Kind>(kind: K): Kinds[K][] {
    return [...this.objects.values()].filter((object) => object.object === kind).reverse() as Kinds[K][];
  }

  book(subscription: string): SubscriptionBook {
    let book = this.books.get(subscription);
    if (!book) {
      book = { pendingLines: [], upcomingSentFor: null, trialWillEndSent: false, retry: null };
      this.books.set(subscription, book);
    }
    return book;
  }

  /** Records an event with a copy of the object as it is now, and hands it to the webhooks. */
  emit(type: string, object: object, previous?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: this.id('evt'),
      object: 'event',
      api_version: this.apiVersion,
      created: this.now(),
      data: {
        object: structuredClone(object) as Record<string, unknown>,
        ...(previous ? { previous_attributes: structuredClone(previous) } : {}),
      },
      livemode: false,
      pending_webhooks: this.webhookCount(),
      request: { ...this.request },
      type,
    };
    this.add(event);
    this.onEvent(event);
    return event;
  }

  /** Emits `<type>` when the object differs from its earlier copy, with the fields' earlier values. */
  emitChanges(type: string, object: StripeObject, before: StripeObject) {
    const previous: Record<string, unknown> = {};
    const earlier = before as Record<string, unknown>;
    for (const [key, value] of Object.entries(object))
      if (JSON.stringify(earlier[key]) !== JSON.stringify(value)) previous[key] = earlier[key];
    if (Object.keys(previous).length) this.emit(type, object, previous);
  }

  /** Sets fields and emits `<type>` with their earlier values, as `*.updated` events carry them. */
  update<T extends StripeObject>(object: T, changes: Partial<T>, type?: string): T {
    const previous: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(changes)) {
      const before = (object as Record<string, unknown>)[key];
      if (JSON.stringify(before) !== JSON.stringify(value)) previous[key] = structuredClone(before);
    }
    Object.assign(object, changes);
    if (type && Object.keys(previous).length) this.emit(type, object, previous);
    return object;
  }
}
