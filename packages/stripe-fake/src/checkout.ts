import { type CheckoutForm, checkoutPage, closedPage } from './checkout-page.ts';
import { readPaymentDetails, walletDetails } from './checkout-submit.ts';
import { invalidRequest } from './errors.ts';
import { render } from './expand.ts';
import { allowOnly, hash, mergeMetadata, type Params, requiredText, text, texts } from './form.ts';
import { page } from './list.ts';
import { createPaymentMethod, type PaymentDetails } from './payment-methods.ts';
import type { FakeServer } from './server.ts';
import type { Store } from './store.ts';
import type { CheckoutSession, SetupIntent } from './types.ts';

/** The payment methods a euro setup session offers, the wallet (Link) among them. */
const methodTypes = ['card', 'sepa_debit', 'link'];
/** Stripe's parameters the fake takes and ignores: they change nothing it shows. */
const ignored = [
  'locale',
  'client_reference_id',
  'billing_address_collection',
  'ui_mode',
  'payment_method_options',
];

export function checkoutRoutes(server: FakeServer, store: Store, merchant: string) {
  server.on('POST', '/v1/checkout/sessions', ({ input }) => {
    allowOnly(input, [
      'mode',
      'customer',
      'customer_email',
      'currency',
      'allowed_payment_method_types',
      'excluded_payment_method_types',
      // Before API version 2026-10-28.endive (SDK 23): a fixed list instead of a filter.
      'payment_method_types',
      'success_url',
      'cancel_url',
      'metadata',
      'setup_intent_data',
      'expires_at',
      'expand',
      ...ignored,
    ]);
    const mode = requiredText(input, 'mode');
    if (mode !== 'setup')
      throw invalidRequest(
        `The fake supports only mode=setup (got ${mode}).`,
        'mode',
        'parameter_invalid_string',
      );
    const customer = text(input, 'customer');
    if (customer) store.get('customer', customer, 'customer');
    const types = offeredTypes(input);
    const currency = text(input, 'currency');
    if (!input.allowed_payment_method_types && !input.payment_method_types && !currency)
      throw invalidRequest(
        'You must provide `currency` in `setup` mode when `allowed_payment_method_types` is not set.',
        'currency',
        'parameter_missing',
      );
    const created = store.now();
    const id = store.id('cs_test');
    const session = store.add<CheckoutSession>({
      id,
      object: 'checkout.session',
      after_expiration: null,
      cancel_url: text(input, 'cancel_url') ?? null,
      client_reference_id: text(input, 'client_reference_id') ?? null,
      created,
      currency: currency ?? null,
      customer: customer ?? null,
      customer_details: null,
      customer_email: text(input, 'customer_email') ?? null,
      expires_at: Number(text(input, 'expires_at') ?? created + 24 * 3600),
      invoice: null,
      livemode: false,
      locale: text(input, 'locale') ?? null,
      metadata: mergeMetadata({}, input),
      mode: 'setup',
      payment_intent: null,
      allowed_payment_method_types: input.allowed_payment_method_types
        ? texts(input, 'allowed_payment_method_types')
        : null,
      payment_method_types: types,
      payment_status: 'no_payment_required',
      setup_intent: null,
      status: 'open',
      subscription: null,
      success_url: requiredText(input, 'success_url'),
      ui_mode: 'hosted',
      url: `${store.url}/c/pay/${id}`,
    });
    const intentData = hash(input, 'setup_intent_data');
    if (intentData) store.setupIntentMetadata.set(id, mergeMetadata({}, intentData));
    return { json: render(store, session, input) };
  });

  server.on('GET', '/v1/checkout/sessions', ({ input }) => {
    const customer = text(input, 'customer');
    const status = text(input, 'status');
    const sessions = store
      .all('checkout.session')
      .filter(
        (session) => (!customer || session.customer === customer) && (!status || session.status === status),
      );
    return { json: render(store, page(sessions, input, '/v1/checkout/sessions'), input) };
  });
  server.on('GET', '/v1/checkout/sessions/:id', ({ params, input }) => ({
    json: render(store, store.get('checkout.session', params.id ?? ''), input),
  }));
  server.on('POST', '/v1/checkout/sessions/:id/expire', ({ params, input }) => {
    const session = store.get('checkout.session', params.id ?? '');
    if (session.status !== 'open')
      throw invalidRequest('Only Checkout Sessions with a status in ["open"] can be expired.');
    expireSession(store, session);
    return { json: render(store, session, input) };
  });

  server.on('GET', '/c/pay/:id', ({ params }) => hostedPage(store, params.id ?? '', merchant), {
    api: false,
  });
  server.on(
    'POST',
    '/c/pay/:id',
    ({ params, input }) => {
      const session = store.find('checkout.session', params.id ?? '');
      if (session?.status !== 'open') return hostedPage(store, params.id ?? '', merchant);
      const customer = session.customer ? store.find('customer', session.customer) : undefined;
      const form = Object.fromEntries(
        Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ) as CheckoutForm & { wallet?: string };
      if (form.wallet) {
        const email = form.email ?? customer?.email ?? null;
        return completeSession(store, session, walletDetails(customer?.name ?? null, email, store.now()));
      }
      const read = readPaymentDetails(form, store.now());
      if ('errors' in read) return { status: 400, html: checkoutPage(session, merchant, form, read.errors) };
      return completeSession(store, session, read.details);
    },
    { api: false },
  );
}

/** `allowed_payment_method_types[]` filters the methods offered, `excluded_…` removes some. */
function offeredTypes(input: Params): string[] {
  const given = [...texts(input, 'allowed_payment_method_types'), ...texts(input, 'payment_method_types')];
  const excluded = texts(input, 'excluded_payment_method_types');
  for (const type of [...given, ...excluded])
    if (!methodTypes.includes(type))
      throw invalidRequest(
        `The payment method type "${type}" is invalid or not offered by the fake.`,
        'allowed_payment_method_types',
        'parameter_invalid_string',
      );
  const offered = methodTypes.filter(
    (type) => (!given.length || given.includes(type)) && !excluded.includes(type),
  );
  if (!offered.length)
    throw invalidRequest('No payment method is left to offer.', 'allowed_payment_method_types');
  return offered;
}

function hostedPage(store: Store, id: string, merchant: string) {
  const session = store.find('checkout.session', id);
  if (!session)
    return { status: 404, html: closedPage('Something went wrong', 'This page could not be found.') };
  if (session.status === 'expired')
    return {
      html: closedPage(
        'This session has expired',
        'Go back and start again.',
        session.cancel_url ? { href: session.cancel_url, label: 'Back' } : undefined,
      ),
    };
  if (session.status === 'complete')
    return {
      html: closedPage('You’re all done here', 'Your payment details were saved.', {
        href: successUrl(session),
        label: 'Continue',
      }),
    };
  const customer = session.customer ? store.find('customer', session.customer) : undefined;
  return {
    html: checkoutPage(session, merchant, {
      email: customer?.email ?? (session.customer_email as string | null) ?? '',
    }),
  };
}

function successUrl(session: CheckoutSession): string {
  return (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

/** Saves the payment method as a succeeded SetupIntent, completes the session and goes back. */
function completeSession(store: Store, session: CheckoutSession, details: PaymentDetails) {
  const method = createPaymentMethod(store, { ...details, customer: session.customer });
  const id = store.id('seti');
  const intent = store.add<SetupIntent>({
    id,
    object: 'setup_intent',
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_fake`,
    created: store.now(),
    customer: session.customer,
    description: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: details.type === 'sepa_debit' ? store.id('mandate') : null,
    metadata: store.setupIntentMetadata.get(session.id) ?? {},
    next_action: null,
    payment_method: method.id,
    payment_method_types: [details.type],
    single_use_mandate: null,
    status: 'succeeded',
    usage: 'off_session',
  });
  store.emit('setup_intent.succeeded', intent);
  Object.assign(session, {
    status: 'complete',
    setup_intent: intent.id,
    url: null,
    customer_details: {
      address: null,
      email: details.email,
      name: details.name,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
  });
  store.emit('checkout.session.completed', session);
  return { status: 303, headers: { Location: successUrl(session) } };
}

export function expireSession(store: Store, session: CheckoutSession) {
  Object.assign(session, { status: 'expired', url: null });
  store.emit('checkout.session.expired', session);
}
