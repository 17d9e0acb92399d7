import { randomUUID } from 'node:crypto';
import type { PaymentMethodKind } from '@pagewise/shared/billing';
import type Stripe from 'stripe';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { billingLinks } from './billing-links.ts';
import { ensureCustomer } from './ensure-customer.ts';
import type { PaidChoice } from './plan-prices.ts';
import { runOperation } from './run-operation.ts';
import { billingCheckouts } from './schema.ts';
import { stripeOf } from './stripe-client.ts';

type Context = Pick<AppContext, 'database' | 'logger' | 'config'>;

export type CheckoutPurpose =
  | { purpose: 'plan'; choice: PaidChoice }
  | { purpose: 'payment_method'; kind: PaymentMethodKind };

/** Cards and the wallets that hold them (Apple Pay, Google Pay) go through Checkout's card form. */
const allowedTypes: Record<
  PaymentMethodKind,
  Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[]
> = {
  card: ['card'],
  wallet: ['card'],
  sepa_debit: ['sepa_debit'],
};

/**
 * A Stripe Checkout Session in `setup` mode, where the payer enters a card, a SEPA mandate or a
 * wallet on Stripe's page (no payment details ever reach this server). Its id is kept with the
 * account and what it is for; Checkout brings the browser back with it (`?checkout=<id>`), and
 * completing it (complete-checkout.ts) makes the method the default and, for a plan, subscribes.
 */
export async function openCheckout(context: Context, auth: Auth, input: CheckoutPurpose): Promise<string> {
  const accountId = auth.user.accountId;
  const customerId = await ensureCustomer(context, auth);
  const stripe = stripeOf(context);
  const publicUrl = context.config.publicUrl;
  const metadata: Record<string, string> = {
    accountId,
    purpose: input.purpose,
    ...(input.purpose === 'plan'
      ? { plan: input.choice.plan, period: input.choice.period }
      : { kind: input.kind }),
  };
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'setup',
    customer: customerId,
    // The plans are priced in euros: a SEPA mandate and the cards saved are for euro payments.
    currency: 'eur',
    // Stripe's API since 2026-09-30 takes the methods offered as `allowed_payment_method_types`.
    allowed_payment_method_types:
      input.purpose === 'plan' ? ['card', 'sepa_debit'] : allowedTypes[input.kind],
    success_url: `${publicUrl}${input.purpose === 'plan' ? billingLinks.planCheckoutReturn() : billingLinks.paymentMethodCheckoutReturn()}`,
    cancel_url: `${publicUrl}${input.purpose === 'plan' ? billingLinks.plan() : billingLinks.invoices()}`,
    locale: auth.user.language,
    metadata,
    setup_intent_data: { metadata },
  };
  const opened = await runOperation(context, {
    accountId,
    kind: 'open_checkout',
    // A new Checkout each time one is asked for; a lost answer leaves nothing to complete.
    key: `checkout-open-${randomUUID()}`,
    send: (idempotencyKey) => stripe.checkout.sessions.create(params, { idempotencyKey }),
    idOf: (session) => session.id,
    readBack: async () => undefined,
  });
  const session = opened.value ?? (await stripe.checkout.sessions.retrieve(opened.id));
  await context.database.db.insert(billingCheckouts).values({
    stripeSessionId: session.id,
    accountId,
    purpose: input.purpose,
    plan: input.purpose === 'plan' ? input.choice.plan : null,
    period: input.purpose === 'plan' ? input.choice.period : null,
  });
  if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
  return session.url;
}
