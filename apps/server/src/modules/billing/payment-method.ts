import type { PaymentMethod } from '@pagewise/shared/billing';
import type Stripe from 'stripe';
import { idOf } from './stripe-client.ts';

/** The customer's default payment method (the one invoices charge), read from Stripe. */
export async function defaultPaymentMethodOf(
  stripe: Stripe,
  customerId: string,
): Promise<Stripe.PaymentMethod | null> {
  const customer = await stripe.customers.retrieve(customerId, {
    expand: ['invoice_settings.default_payment_method'],
  });
  if (customer.deleted) return null;
  const method = customer.invoice_settings?.default_payment_method;
  if (!method) return null;
  return typeof method === 'string' ? stripe.paymentMethods.retrieve(method) : method;
}

export function defaultPaymentMethodIdOf(customer: Stripe.Customer | Stripe.DeletedCustomer): string | null {
  if (customer.deleted) return null;
  return idOf(customer.invoice_settings?.default_payment_method);
}

/** What the screens show of a payment method: never its number, only its last digits. */
export function toPaymentMethod(method: Stripe.PaymentMethod | null): PaymentMethod | null {
  if (method?.type === 'card' && method.card) {
    return {
      kind: 'card',
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
      wallet: method.card.wallet?.type ?? null,
    };
  }
  if (method?.type === 'sepa_debit' && method.sepa_debit) {
    return {
      kind: 'sepa_debit',
      last4: method.sepa_debit.last4 ?? '',
      bankCode: method.sepa_debit.bank_code ?? null,
    };
  }
  return null;
}
