import type { BillingOverview } from '@pagewise/shared/billing';
import type { PaidPlanId } from '@pagewise/shared/plans';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { readBillingInformation } from './billing-information.ts';
import { defaultPaymentMethodOf, toPaymentMethod } from './payment-method.ts';
import { billingCustomers } from './schema.ts';
import { billingConfigured, stripeOf } from './stripe-client.ts';
import { readFromStripe } from './stripe-failures.ts';
import { liveSubscription, subscriptionStateOf } from './subscription-state.ts';

/** How the screens name a subscription's Stripe status. */

/**
 * `GET /api/billing`: the payment method (read from Stripe: brand, last digits, expiry, wallet, or
 * the SEPA account's last digits and bank), the billing information, the subscription as last
 * known, and the last failed payment's decline code until a payment succeeds.
 */
export async function getBillingOverview(
  context: Pick<AppContext, 'database' | 'config'>,
  auth: Auth,
): Promise<BillingOverview> {
  authorize(auth, 'billing');
  const accountId = auth.user.accountId;
  const [customer] = await context.database.db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.accountId, accountId))
    .limit(1);
  const subscription = await liveSubscription(context, accountId);
  const configured = billingConfigured(context);
  const method =
    configured && customer?.stripeCustomerId
      ? await readFromStripe(defaultPaymentMethodOf(stripeOf(context), customer.stripeCustomerId))
      : null;
  return {
    configured,
    paymentMethod: toPaymentMethod(method),
    billingInfo: await readBillingInformation(context, accountId),
    subscription: subscription
      ? {
          plan: subscription.plan as PaidPlanId,
          period: subscription.period,
          state: subscriptionStateOf(subscription),
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        }
      : null,
    lastPaymentError:
      customer?.lastPaymentErrorCode && customer.lastPaymentErrorAt
        ? {
            code: customer.lastPaymentErrorCode,
            declineCode: customer.lastPaymentDeclineCode,
            at: customer.lastPaymentErrorAt.toISOString(),
          }
        : null,
  };
}
