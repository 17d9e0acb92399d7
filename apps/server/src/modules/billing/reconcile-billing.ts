import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { JobDefinition } from '../../platform/queue.ts';
import { completeCheckout } from './complete-checkout.ts';
import { billingCheckouts, billingCustomers } from './schema.ts';
import { settleLostOperations } from './settle-operations.ts';
import { readSubscriptions } from './subscribe.ts';

type Context = Pick<AppContext, 'database' | 'now' | 'queue' | 'config' | 'secrets' | 'logger'>;

/** Runs the reconciliation with Stripe; scheduled by the workers (see workers.ts). */
export const reconcileBillingJob: JobDefinition<Record<string, never>> = {
  name: 'reconcile-billing',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 1,
  expireInSeconds: 3600,
};

/** Every 30 minutes: Stripe repeats a failed webhook for three days; this catches one it never sent. */
export const reconcileBillingSchedule = '*/30 * * * *';

/** A Checkout the browser and the webhook both left unfinished this long is completed here. */
const checkoutGraceSeconds = 120;

export type Reconciled = { customers: number; checkouts: number; failed: number };

/**
 * What the webhooks missed, read from Stripe: each customer's subscriptions applied (a state newer
 * than the one stored moves the plan, exactly as its event would have), writes whose answer was lost
 * settled, and each Checkout completed on Stripe's side but not here, completed.
 */
export async function reconcileBilling(context: Context): Promise<Reconciled> {
  const result: Reconciled = { customers: 0, checkouts: 0, failed: 0 };
  if (!context.config.stripe) return result;
  const db = context.database.db;

  const checkouts = await db
    .select()
    .from(billingCheckouts)
    .where(
      and(
        eq(billingCheckouts.state, 'open'),
        lt(billingCheckouts.createdAt, sql`now() - make_interval(secs => ${checkoutGraceSeconds})`),
      ),
    );
  for (const checkout of checkouts) {
    try {
      await completeCheckout(context, checkout.stripeSessionId, checkout.accountId);
      result.checkouts += 1;
    } catch (error) {
      // Still open on Stripe (the payer left), or refused: the next round sees it again, until it expires.
      context.logger.debug({ err: error, session: checkout.stripeSessionId }, 'checkout not completed');
    }
  }

  const customers = await db
    .select({ accountId: billingCustomers.accountId, customerId: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(isNotNull(billingCustomers.stripeCustomerId));
  for (const { accountId, customerId } of customers) {
    if (!customerId) continue;
    try {
      const settled = await settleLostOperations(context, accountId, customerId);
      if (settled === 0) await readSubscriptions(context, customerId);
      result.customers += 1;
    } catch (error) {
      result.failed += 1;
      context.logger.warn({ err: error, accountId }, 'billing not reconciled for an account');
    }
  }
  return result;
}
