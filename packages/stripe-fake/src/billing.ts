import type { DeclineCode } from '@pagewise/shared/billing';
import { docUrl } from './errors.ts';
import type { Store } from './store.ts';
import { declineMessage, errorCode } from './test-cards.ts';
import type {
  Invoice,
  InvoiceLine,
  InvoicePayment,
  PaymentError,
  PaymentIntent,
  Price,
  Subscription,
} from './types.ts';

/**
 * Stripe's billing engine, reduced to what the product meets: invoices finalized at once and
 * charged to a payment method whose outcome the test card (or IBAN) decides.
 */
export type Line = {
  amount: number;
  description: string;
  start: number;
  end: number;
  proration: boolean;
  price: Price;
};

/** What charging a payment method does: `null` pays; otherwise why it fails. */
export function chargeOutcome(
  store: Store,
  method: string | null,
): { declineCode: DeclineCode } | null | 'missing' {
  if (!method || !store.find('payment_method', method)) return 'missing';
  const code = store.declineWhenCharged.get(method);
  return code ? { declineCode: code as DeclineCode } : null;
}

/** The payment method a subscription's invoices are charged to. */
export function methodFor(store: Store, subscription: Subscription): string | null {
  return (
    subscription.default_payment_method ??
    store.find('customer', subscription.customer)?.invoice_settings.default_payment_method ??
    null
  );
}

export function paymentError(store: Store, method: string, declineCode: DeclineCode): PaymentError {
  const code = errorCode(declineCode);
  return {
    type: 'card_error',
    code,
    decline_code: declineCode,
    message: declineMessage(declineCode),
    doc_url: docUrl(code),
    payment_method: structuredClone(store.get('payment_method', method)),
  };
}

/** Sums the lines, applies the subscription's discounts and the customer's balance, and finalizes. */
export function createInvoice(
  store: Store,
  subscription: Subscription,
  lines: Line[],
  reason: string,
): Invoice {
  const customer = store.get('customer', subscription.customer);
  const created = store.now();
  const id = store.id('in');
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discountAmounts = subscription.discounts.map((discountId) => {
    const coupon = store.get('coupon', store.get('discount', discountId).source.coupon);
    const off = coupon.percent_off
      ? Math.round((Math.max(0, subtotal) * coupon.percent_off) / 100)
      : (coupon.amount_off ?? 0);
    return {
      amount: Math.min(off, Math.max(0, subtotal)),
      discount: discountId,
      once: coupon.duration === 'once',
    };
  });
  const total = subtotal - discountAmounts.reduce((sum, discount) => sum + discount.amount, 0);
  // A credit (a downgrade's proration) stays on the customer's balance for the next invoices.
  const startingBalance = Number(customer.balance ?? 0);
  const owed = startingBalance + total;
  customer.balance = Math.min(0, owed);
  const amountDue = Math.max(0, owed);
  const sequence = Number(customer.next_invoice_sequence ?? 1);
  customer.next_invoice_sequence = sequence + 1;
  const invoiceLines: InvoiceLine[] = lines.map((line) => ({
    id: store.id('il'),
    object: 'line_item',
    amount: line.amount,
    currency: line.price.currency,
    description: line.description,
    discount_amounts: [],
    discountable: !line.proration,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: line.proration,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: subscription.items.data[0]?.id ?? null,
      },
    },
    period: { start: line.start, end: line.end },
    pricing: {
      type: 'price_details',
      price_details: { price: line.price.id, product: line.price.product },
      unit_amount_decimal: String(line.price.unit_amount),
    },
    quantity: 1,
    taxes: [],
  }));
  const invoice = store.add<Invoice>({
    id,
    object: 'invoice',
    account_country: 'DE',
    account_name: 'Pagewise',
    amount_due: amountDue,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amountDue,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created,
    currency: subscription.items.data[0]?.price.currency ?? 'eur',
    customer: customer.id,
    customer_address: customer.address,
    customer_email: customer.email,
    customer_name: customer.name,
    default_payment_method: null,
    description: null,
    discounts: discountAmounts.map((discount) => discount.discount),
    due_date: null,
    effective_at: created,
    ending_balance: customer.balance as number,
    hosted_invoice_url: `${store.url}/i/${id}`,
    invoice_pdf: `${store.url}/invoice/${id}/pdf`,
    last_finalization_error: null,
    lines: { object: 'list', data: invoiceLines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        metadata: structuredClone(subscription.metadata),
        subscription: subscription.id,
      },
    },
    period_start: Math.min(...lines.map((line) => line.start)),
    period_end: Math.max(...lines.map((line) => line.end)),
    starting_balance: startingBalance,
    status: 'open',
    status_transitions: {
      finalized_at: created,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subscription: subscription.id,
    subtotal,
    subtotal_excluding_tax: subtotal,
    total,
    total_discount_amounts: discountAmounts.map(({ amount, discount }) => ({ amount, discount })),
    total_excluding_tax: total,
    total_taxes: [],
    webhooks_delivered_at: created,
  });
  // A coupon that applies once leaves the subscription with its first invoice.
  subscription.discounts = subscription.discounts.filter(
    (discountId) => !discountAmounts.some((discount) => discount.once && discount.discount === discountId),
  );
  store.emit('invoice.created', invoice);
  store.emit('invoice.finalized', invoice);
  return invoice;
}

/**
 * Charges an open invoice: a PaymentIntent (reused by later attempts) and an invoice payment;
 * `invoice.paid` and `invoice.payment_succeeded`, or `invoice.payment_failed` whose PaymentIntent's
 * `last_payment_error.decline_code` says why.
 */
export function payInvoice(
  store: Store,
  invoice: Invoice,
  method: string | null,
  nextAttemptAt: number | null = null,
): PaymentError | null {
  const now = store.now();
  if (invoice.amount_due === 0) {
    markPaid(store, invoice, now);
    return null;
  }
  const outcome = chargeOutcome(store, method);
  const error =
    outcome === 'missing' || outcome === null || !method
      ? null
      : paymentError(store, method, outcome.declineCode);
  const failed = outcome !== null;
  const intent = intentOf(store, invoice);
  Object.assign(intent, {
    payment_method: outcome === 'missing' ? null : method,
    status: failed ? 'requires_payment_method' : 'succeeded',
    amount_received: failed ? 0 : invoice.amount_due,
    last_payment_error: error,
  });
  invoice.attempted = true;
  invoice.attempt_count += 1;
  if (!failed) {
    store.emit('payment_intent.succeeded', intent);
    markPaid(store, invoice, now);
    return null;
  }
  invoice.next_payment_attempt = nextAttemptAt;
  store.emit('payment_intent.payment_failed', intent);
  store.emit('invoice.payment_failed', invoice);
  return error ?? missingMethodError();
}

export function missingMethodError(): PaymentError {
  return {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message:
      'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
    doc_url: docUrl('resource_missing'),
  };
}

/** The invoice's PaymentIntent and invoice payment, made on its first attempt. */
export function intentOf(store: Store, invoice: Invoice): PaymentIntent {
  const existing = store.all('invoice_payment').find((payment) => payment.invoice === invoice.id);
  if (existing) return store.get('payment_intent', existing.payment.payment_intent);
  const created = store.now();
  const intent = store.add<PaymentIntent>({
    id: store.id('pi'),
    object: 'payment_intent',
    amount: invoice.amount_due,
    amount_received: 0,
    created,
    currency: invoice.currency,
    customer: invoice.customer,
    description:
      invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: {},
    payment_method: null,
    payment_method_types: ['card', 'sepa_debit', 'link'],
    status: 'requires_payment_method',
  });
  store.add<InvoicePayment>({
    id: store.id('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  });
  return intent;
}

function markPaid(store: Store, invoice: Invoice, now: number) {
  const payment = store.all('invoice_payment').find((candidate) => candidate.invoice === invoice.id);
  if (payment)
    Object.assign(payment, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      status_transitions: { canceled_at: null, paid_at: now },
    });
  Object.assign(invoice, {
    status: 'paid',
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    next_payment_attempt: null,
    status_transitions: { ...(invoice.status_transitions as object), paid_at: now },
  });
  store.emit('invoice.paid', invoice);
  store.emit('invoice.payment_succeeded', invoice);
}
