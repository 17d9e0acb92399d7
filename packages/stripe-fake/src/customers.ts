import { invalidRequest } from './errors.ts';
import { render } from './expand.ts';
import { allowOnly, hash, mergeMetadata, type Params, text, texts } from './form.ts';
import { page } from './list.ts';
import type { FakeServer } from './server.ts';
import type { Store } from './store.ts';
import type { Address, Customer } from './types.ts';

const writable = [
  'email',
  'name',
  'phone',
  'description',
  'address',
  'metadata',
  'invoice_settings',
  'preferred_locales',
  'expand',
];

export function customerRoutes(server: FakeServer, store: Store) {
  server.on('POST', '/v1/customers', ({ input }) => {
    allowOnly(input, writable);
    const created = store.now();
    const sequence = store.all('customer').length + 1;
    const customer = store.add<Customer>({
      id: store.id('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created,
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email: null,
      invoice_prefix: `FAKE${sequence.toString(36).toUpperCase().padStart(4, '0')}`,
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: {},
      name: null,
      next_invoice_sequence: 1,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    });
    Object.assign(customer, changes(store, customer, input));
    store.emit('customer.created', customer);
    return { json: render(store, customer, input) };
  });

  server.on('GET', '/v1/customers', ({ input }) => {
    const email = text(input, 'email');
    const customers = store.all('customer').filter((customer) => !email || customer.email === email);
    return { json: render(store, page(customers, input, '/v1/customers'), input) };
  });

  server.on('GET', '/v1/customers/:id', ({ params, input }) => ({
    json: render(store, store.get('customer', params.id ?? ''), input),
  }));

  server.on('POST', '/v1/customers/:id', ({ params, input }) => {
    allowOnly(input, writable);
    const customer = store.get('customer', params.id ?? '');
    store.update(customer, changes(store, customer, input), 'customer.updated');
    return { json: render(store, customer, input) };
  });
}

function changes(store: Store, customer: Customer, input: Params): Partial<Customer> {
  const result: Partial<Customer> = {};
  for (const field of ['email', 'name', 'phone', 'description'] as const) {
    const value = text(input, field);
    if (value !== undefined) result[field] = value === '' ? null : value;
  }
  if (input.address !== undefined) result.address = address(input);
  if (input.preferred_locales !== undefined) result.preferred_locales = texts(input, 'preferred_locales');
  if (input.metadata !== undefined) result.metadata = mergeMetadata(customer.metadata, input);
  const settings = hash(input, 'invoice_settings');
  const method = settings ? text(settings, 'default_payment_method') : undefined;
  if (method !== undefined) {
    if (method && store.find('payment_method', method)?.customer !== customer.id)
      throw invalidRequest(
        `No such PaymentMethod: '${method}'; It's possible this PaymentMethod exists on one of your connected accounts, in which case you should retry this request on that connected account. The payment method must be attached to the customer.`,
        'invoice_settings[default_payment_method]',
        'resource_missing',
      );
    result.invoice_settings = { ...customer.invoice_settings, default_payment_method: method || null };
  }
  return result;
}

function address(input: Params): Address | null {
  const given = hash(input, 'address');
  if (!given) return null;
  const field = (name: string) => text(given, name) || null;
  return {
    city: field('city'),
    country: field('country'),
    line1: field('line1'),
    line2: field('line2'),
    postal_code: field('postal_code'),
    state: field('state'),
  };
}
