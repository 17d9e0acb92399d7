import type { DeclineCode } from '@pagewise/shared/billing';
import { docUrl, invalidRequest, StripeApiError } from './errors.ts';
import type { Store } from './store.ts';
import { declineMessage, errorCode } from './test-cards.ts';
import type { Invoice, InvoicePayment, PaymentError, PaymentIntent, Price, Subscription } from './types.ts';

/**
 * Charging, as Stripe's billing engine does it for the product: an invoice's PaymentIntent charged
 * to a payment method whose outcome its test card (or IBAN) decides.
 */

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

/** `error_if_incomplete`: the payment fails, so nothing is made and the error says why (402). */
export function refuse(
  store: Store,
  customer: string,
  price: Price,
  method: string | null,
  outcome: { declineCode: DeclineCode } | 'missing',
): never {
  if (outcome === 'missing' || !method)
    throw invalidRequest(
      'This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://docs.stripe.com/billing/subscriptions/payment-methods-setting#payment-method-priority.',
      undefined,
      'resource_missing',
    );
  const error = paymentError(store, method, outcome.declineCode);
  const intent = store.add<PaymentIntent>({
    id: store.id('pi'),
    object: 'payment_intent',
    amount: price.unit_amount,
    amount_received: 0,
    created: store.now(),
    currency: price.currency,
    customer,
    last_payment_error: error,
    livemode: false,
    metadata: {},
    payment_method: method,
    status: 'requires_payment_method',
  });
  throw new StripeApiError(402, { ...error, payment_intent: structuredClone(intent) });
}
