import type { Store } from './store.ts';
import type { Invoice, InvoiceLine, Price, Subscription } from './types.ts';

/** A line of an invoice to be: a period's price or a proration. */
export type Line = {
  amount: number;
  description: string;
  start: number;
  end: number;
  proration: boolean;
  price: Price;
};

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
