import {
  billingInfo,
  billingOverview,
  checkoutLink,
  choosePlanRequest,
  choosePlanResult,
  invoiceList,
  paymentMethodRequest,
  promoCodeRequest,
} from '@pagewise/shared/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { getAccountPlan } from '../plans/get-account-plan.ts';
import { authorize } from '../users/access.ts';
import { addPaymentMethod } from './add-payment-method.ts';
import { saveBillingInformation } from './billing-information.ts';
import { choosePlan } from './choose-plan.ts';
import { completeCheckoutFor } from './complete-checkout.ts';
import { getBillingOverview } from './get-billing-overview.ts';
import { listInvoices } from './list-invoices.ts';
import { receiveWebhook } from './receive-webhook.ts';
import { redeemPromoCode } from './redeem-promo-code.ts';
import { withStripeErrors } from './stripe-failures.ts';

const tags = ['billing'];

/** Stripe's Checkout Session ids (`cs_test_…`, `cs_live_…`) are well under this. */
const sessionParams = z.object({
  id: z
    .string()
    .max(255, { error: 'validation.too_long' })
    .meta({ description: 'The id of the Stripe Checkout Session, as Stripe put it in the return address.' }),
});

/** Stripe's events are small; this bounds what is read before the signature is checked. */
const maxWebhookBytes = 512 * 1024;

/**
 * `/api/billing/*`: the plan's payment, the payment method, invoices and billing information
 * (administrators: the `billing` action), and Stripe's webhook (its signature is its access).
 */
export function billingRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/billing',
      {
        config: { access: 'session', errors: ['forbidden', 'service_unavailable'] },
        schema: {
          summary: "The account's payment method, billing information, subscription and last failed payment",
          operationId: 'getBilling',
          tags,
          response: { 200: billingOverview },
        },
      },
      async (request) => withStripeErrors(getBillingOverview(context, authOf(request))),
    );

    app.post(
      '/billing/plan',
      {
        config: {
          access: 'session',
          errors: [
            'forbidden',
            'billing_not_configured',
            'payment_failed',
            'concurrent_change',
            'service_unavailable',
          ],
        },
        schema: {
          summary:
            'Choose a plan: paid at once with the payment method on file, or through Stripe Checkout without one',
          description:
            '`updated`: the plan is paid and in force (an upgrade is invoiced at once, a downgrade between paid plans applies at once with its unused part credited; free cancels the paid plan at the end of its period). `checkout`: open `checkoutUrl`; Stripe brings the browser back to `/#/dash/plan?checkout=<session id>`, which then calls `POST /api/billing/checkout/{id}/complete`. A declined card is `payment_failed` with `details.declineCode`.',
          operationId: 'chooseBillingPlan',
          tags,
          body: choosePlanRequest,
          response: { 200: choosePlanResult },
        },
      },
      async (request) => withStripeErrors(choosePlan(context, authOf(request), request.body)),
    );

    app.post(
      '/billing/checkout/:id/complete',
      {
        config: {
          access: 'session',
          errors: [
            'forbidden',
            'billing_not_configured',
            'payment_failed',
            'card_save_failed',
            'concurrent_change',
            'service_unavailable',
          ],
        },
        schema: {
          summary: 'Complete a Stripe Checkout the browser came back from',
          description:
            'The payment method entered becomes the default one; a plan chosen without one is then subscribed and paid. The `checkout.session.completed` webhook does the same: whichever comes first does it, once. Another account’s session is not found.',
          operationId: 'completeBillingCheckout',
          tags,
          params: sessionParams,
          response: { 200: choosePlanResult },
        },
      },
      async (request) => {
        const auth = authOf(request);
        await withStripeErrors(completeCheckoutFor(context, auth, request.params.id));
        return { outcome: 'updated' as const, plan: await getAccountPlan(context, auth) };
      },
    );

    app.post(
      '/billing/payment-method',
      {
        config: { access: 'session', errors: ['forbidden', 'billing_not_configured', 'card_save_failed'] },
        schema: {
          summary: 'Add or replace the payment method (card, SEPA mandate or wallet) on Stripe Checkout',
          description:
            'Stripe brings the browser back to `/#/dash/invoice?checkout=<session id>`, which then calls `POST /api/billing/checkout/{id}/complete`.',
          operationId: 'addBillingPaymentMethod',
          tags,
          body: paymentMethodRequest,
          response: { 200: checkoutLink },
        },
      },
      async (request) => withStripeErrors(addPaymentMethod(context, authOf(request), request.body)),
    );

    app.post(
      '/billing/promo-code',
      {
        config: {
          access: 'session',
          errors: [
            'forbidden',
            'billing_not_configured',
            'promo_code_needs_card',
            'promo_code_invalid',
            'concurrent_change',
            'service_unavailable',
          ],
        },
        schema: {
          summary:
            'Redeem a promo code: the chosen plan for 24 hours, then paid with its discount (a card on file is required)',
          operationId: 'redeemPromoCode',
          tags,
          body: promoCodeRequest,
          response: { 200: choosePlanResult },
        },
      },
      async (request) => withStripeErrors(redeemPromoCode(context, authOf(request), request.body)),
    );

    app.put(
      '/billing/info',
      {
        config: { access: 'session', errors: ['forbidden', 'billing_not_configured', 'service_unavailable'] },
        schema: {
          summary:
            'Set the billing information (every field optional; an empty one is cleared), also on the invoices',
          operationId: 'updateBillingInfo',
          tags,
          body: billingInfo,
          response: { 200: billingOverview },
        },
      },
      async (request) => {
        const auth = authOf(request);
        authorize(auth, 'billing');
        await withStripeErrors(saveBillingInformation(context, auth, request.body));
        return withStripeErrors(getBillingOverview(context, auth));
      },
    );

    app.get(
      '/billing/invoices',
      {
        config: { access: 'session', errors: ['forbidden', 'service_unavailable'] },
        schema: {
          summary: "The account's invoices from Stripe, newest first, with their PDF",
          operationId: 'listInvoices',
          tags,
          response: { 200: invoiceList },
        },
      },
      async (request) => withStripeErrors(listInvoices(context, authOf(request))),
    );

    await app.register(webhookRoute(context));
  };
}

/** Stripe's webhook, in its own plugin: the body is kept as it came (the signature is over its bytes) here only. */
function webhookRoute(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    app.post(
      '/billing/webhook',
      {
        config: { access: 'public', errors: ['billing_not_configured', 'concurrent_change'] },
        bodyLimit: maxWebhookBytes,
        schema: {
          summary: 'Receive a Stripe event (signed with Stripe-Signature); each event id is handled once',
          operationId: 'receiveStripeWebhook',
          tags: ['webhooks'],
          body: z.string().max(maxWebhookBytes),
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return withStripeErrors(
          receiveWebhook(context, request.body, typeof signature === 'string' ? signature : undefined),
        );
      },
    );
  };
}
