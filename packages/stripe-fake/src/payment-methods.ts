import { invalidRequest } from './errors.ts';
import { render } from './expand.ts';
import { allowOnly, requiredText, text } from './form.ts';
import { page } from './list.ts';
import type { FakeServer } from './server.ts';
import type { Store } from './store.ts';
import type { Card, PaymentMethod } from './types.ts';

/** A payment method's details as the hosted page reads them. */
export type PaymentDetails = {
  name: string | null;
  email: string | null;
  /** What charging it does: `null` pays, a decline code refuses. */
  declineWhenCharged: string | null;
} & (
  | { type: 'card'; card: Pick<Card, 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'wallet'> }
  | {
      type: 'sepa_debit';
      sepa_debit: { last4: string; bank_code: string; country: string };
    }
);
export type NewPaymentMethod = PaymentDetails & { customer: string | null };

export function createPaymentMethod(store: Store, details: NewPaymentMethod): PaymentMethod {
  const method = store.add<PaymentMethod>({
    id: store.id('pm'),
    object: 'payment_method',
    allow_redisplay: 'always',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: details.email,
      name: details.name,
      phone: null,
    },
    created: store.now(),
    customer: null,
    livemode: false,
    metadata: {},
    type: details.type,
    ...(details.type === 'card'
      ? {
          card: {
            ...details.card,
            checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
            country: 'US',
            display_brand: details.card.brand,
            fingerprint: `fp${details.card.brand}${details.card.last4}`,
            funding: 'credit',
            networks: { available: [details.card.brand], preferred: null },
            three_d_secure_usage: { supported: true },
          },
        }
      : {
          sepa_debit: {
            ...details.sepa_debit,
            branch_code: '',
            fingerprint: `fp${details.sepa_debit.bank_code}${details.sepa_debit.last4}`,
            generated_from: { charge: null, setup_attempt: null },
          },
        }),
  });
  store.declineWhenCharged.set(method.id, details.declineWhenCharged);
  if (details.customer) {
    method.customer = details.customer;
    store.emit('payment_method.attached', method);
  }
  return method;
}

export function paymentMethodRoutes(server: FakeServer, store: Store) {
  const listFor = (customer: string, type: string | undefined) =>
    store
      .all('payment_method')
      .filter((method) => method.customer === customer && (!type || method.type === type));

  server.on('GET', '/v1/payment_methods', ({ input }) => {
    const customer = text(input, 'customer');
    if (customer) store.get('customer', customer, 'customer');
    const type = text(input, 'type');
    const methods = customer ? listFor(customer, type) : [];
    return { json: render(store, page(methods, input, '/v1/payment_methods'), input) };
  });
  server.on('GET', '/v1/customers/:id/payment_methods', ({ params, input }) => {
    const customer = store.get('customer', params.id ?? '');
    const url = `/v1/customers/${customer.id}/payment_methods`;
    return { json: render(store, page(listFor(customer.id, text(input, 'type')), input, url), input) };
  });
  server.on('GET', '/v1/payment_methods/:id', ({ params, input }) => ({
    json: render(store, store.get('payment_method', params.id ?? ''), input),
  }));
  server.on('POST', '/v1/payment_methods/:id/attach', ({ params, input }) => {
    allowOnly(input, ['customer', 'expand']);
    const method = store.get('payment_method', params.id ?? '');
    const customer = store.get('customer', requiredText(input, 'customer'), 'customer');
    if (method.customer && method.customer !== customer.id)
      throw invalidRequest(
        'The payment method you provided has already been attached to a customer.',
        'payment_method',
      );
    if (!method.customer) {
      method.customer = customer.id;
      store.emit('payment_method.attached', method);
    }
    return { json: render(store, method, input) };
  });
  server.on('POST', '/v1/payment_methods/:id/detach', ({ params, input }) => {
    allowOnly(input, ['expand']);
    const method = store.get('payment_method', params.id ?? '');
    const customer = method.customer ? store.find('customer', method.customer) : undefined;
    if (!customer)
      throw invalidRequest(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
      );
    // A detached method is no longer anyone's default.
    if (customer.invoice_settings.default_payment_method === method.id)
      store.update(
        customer,
        { invoice_settings: { ...customer.invoice_settings, default_payment_method: null } },
        'customer.updated',
      );
    for (const subscription of store.all('subscription'))
      if (subscription.default_payment_method === method.id)
        store.update(subscription, { default_payment_method: null }, 'customer.subscription.updated');
    store.update(method, { customer: null });
    store.emit('payment_method.detached', method, { customer: customer.id });
    return { json: render(store, method, input) };
  });

  server.on('GET', '/v1/setup_intents/:id', ({ params, input }) => ({
    json: render(store, store.get('setup_intent', params.id ?? ''), input),
  }));
  server.on('GET', '/v1/payment_intents/:id', ({ params, input }) => ({
    json: render(store, store.get('payment_intent', params.id ?? ''), input),
  }));
  server.on('GET', '/v1/invoice_payments', ({ input }) => {
    const invoice = text(input, 'invoice');
    const payments = store
      .all('invoice_payment')
      .filter((payment) => !invoice || payment.invoice === invoice);
    return { json: render(store, page(payments, input, '/v1/invoice_payments'), input) };
  });
}
