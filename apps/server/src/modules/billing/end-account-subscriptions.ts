import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { billingCustomers } from './schema.ts';
import { stripeOf } from './stripe-client.ts';

/** Subscriptions Stripe still charges, or may charge again. */
const ended = new Set(['canceled', 'incomplete_expired']);

/**
 * Before an account is deleted: every subscription of its Stripe customer is cancelled at once, so
 * nothing is charged after the account is gone. The list is Stripe's own (a subscription a lost
 * webhook never told us of is cancelled too); each cancellation carries an Idempotency-Key of the
 * subscription, so a deletion tried again sends the same request. Should Stripe not answer, the
 * deletion is refused and the account stays, to be deleted again.
 */
export async function endAccountSubscriptions(
  context: Pick<AppContext, 'database' | 'config' | 'logger'>,
  accountId: string,
): Promise<void> {
  if (!context.config.stripe) return;
  const [customer] = await context.database.db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.accountId, accountId));
  if (!customer?.id) return;
  const stripe = stripeOf(context);
  try {
    for await (const subscription of stripe.subscriptions.list({ customer: customer.id, status: 'all' })) {
      if (ended.has(subscription.status)) continue;
      await stripe.subscriptions.cancel(
        subscription.id,
        {},
        { idempotencyKey: `account-deleted-${subscription.id}` },
      );
      context.logger.info(
        { accountId, subscription: subscription.id },
        'subscription cancelled with its account',
      );
    }
  } catch (error) {
    context.logger.warn({ err: error, accountId }, 'subscriptions not cancelled: the account is kept');
    throw new AppError('service_unavailable', {
      message:
        'The subscription could not be cancelled with Stripe: try deleting the account again in a moment',
    });
  }
}
