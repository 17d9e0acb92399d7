/**
 * The objects the fake keeps, with the fields of Stripe's API reference that it sets. Every object
 * is kept as it is answered (JSON), so an event's snapshot is a copy of it.
 */
export type Metadata = Record<string, string>;
export type Address = {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
};
type Base = { id: string; created: number; livemode: false };
export type List<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };

export type Customer = Base & {
  object: 'customer';
  address: Address | null;
  email: string | null;
  name: string | null;
  phone: string | null;
  invoice_prefix: string;
  invoice_settings: { default_payment_method: string | null; [field: string]: unknown };
  metadata: Metadata;
  [field: string]: unknown;
};

export type Product = Base & {
  object: 'product';
  name: string;
  default_price: string | null;
  [field: string]: unknown;
};
export type Price = Base & {
  object: 'price';
  active: boolean;
  currency: string;
  lookup_key: string | null;
  product: string;
  recurring: { interval: 'month' | 'year'; interval_count: number; [field: string]: unknown };
  unit_amount: number;
  [field: string]: unknown;
};
export type Coupon = Base & {
  object: 'coupon';
  percent_off: number | null;
  amount_off: number | null;
  duration: 'once' | 'forever' | 'repeating';
  [field: string]: unknown;
};
export type PromotionCode = Base & {
  object: 'promotion_code';
  active: boolean;
  code: string;
  promotion: { type: 'coupon'; coupon: string };
  times_redeemed: number;
  [field: string]: unknown;
};
export type Discount = {
  id: string;
  object: 'discount';
  source: { type: 'coupon'; coupon: string };
  promotion_code: string | null;
  customer: string;
  subscription: string | null;
  start: number;
  end: number | null;
  [field: string]: unknown;
};

export type CheckoutSession = Base & {
  object: 'checkout.session';
  customer: string | null;
  mode: 'setup';
  status: 'open' | 'complete' | 'expired';
  setup_intent: string | null;
  payment_method_types: string[];
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  expires_at: number;
  metadata: Metadata;
  [field: string]: unknown;
};

export type Card = {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  wallet: null | { type: string; [field: string]: unknown };
  [field: string]: unknown;
};
export type PaymentMethod = Base & {
  object: 'payment_method';
  type: 'card' | 'sepa_debit';
  customer: string | null;
  card?: Card;
  sepa_debit?: { last4: string; bank_code: string; country: string; [field: string]: unknown };
  billing_details: { name: string | null; email: string | null; [field: string]: unknown };
  [field: string]: unknown;
};
export type SetupIntent = Base & {
  object: 'setup_intent';
  customer: string | null;
  payment_method: string | null;
  status: 'succeeded' | 'requires_payment_method';
  [field: string]: unknown;
};

export type PaymentError = {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  doc_url: string;
  payment_method?: PaymentMethod;
};
export type PaymentIntent = Base & {
  object: 'payment_intent';
  amount: number;
  customer: string;
  payment_method: string | null;
  status: 'succeeded' | 'requires_payment_method';
  last_payment_error: PaymentError | null;
  [field: string]: unknown;
};

export type InvoiceLine = {
  id: string;
  object: 'line_item';
  amount: number;
  description: string;
  period: { start: number; end: number };
  [field: string]: unknown;
};
export type Invoice = Base & {
  object: 'invoice';
  customer: string;
  number: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  total: number;
  subtotal: number;
  currency: string;
  billing_reason: string;
  attempt_count: number;
  attempted: boolean;
  next_payment_attempt: number | null;
  lines: List<InvoiceLine>;
  /** Pre-2025 field, kept beside `parent.subscription_details.subscription` (see README). */
  subscription: string | null;
  period_start: number;
  period_end: number;
  [field: string]: unknown;
};
export type InvoicePayment = Base & {
  object: 'invoice_payment';
  invoice: string;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'open' | 'paid' | 'canceled';
  [field: string]: unknown;
};

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';
export type SubscriptionItem = Base & {
  object: 'subscription_item';
  price: Price;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
  [field: string]: unknown;
};
export type Subscription = Base & {
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  items: List<SubscriptionItem>;
  current_period_start: number;
  current_period_end: number;
  billing_cycle_anchor: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  default_payment_method: string | null;
  discounts: string[];
  latest_invoice: string | null;
  metadata: Metadata;
  trial_start: number | null;
  trial_end: number | null;
  [field: string]: unknown;
};

export type StripeEvent = Base & {
  object: 'event';
  api_version: string;
  type: string;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
};

export type StripeObject =
  | Customer
  | Product
  | Price
  | Coupon
  | PromotionCode
  | Discount
  | CheckoutSession
  | PaymentMethod
  | SetupIntent
  | PaymentIntent
  | Invoice
  | InvoicePayment
  | Subscription
  | StripeEvent;
