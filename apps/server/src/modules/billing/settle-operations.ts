import { and, eq, inArray, notLike, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { billingOperations } from './schema.ts';
import { readSubscriptions } from './subscribe.ts';

type Context = Pick<AppContext, 'database' | 'now' | 'queue' | 'config' | 'secrets' | 'logger'>;

/** Writes that change a subscription: one at a time per account. */
const subscriptionKinds = ['subscribe', 'cancel_at_period_end'] as const;

/**
 * Refuses a change of plan while another is under way for the account (a double click, two
 * administrators): the second would decide on a state the first is changing.
 */
export async function refuseWhileUnderWay(
  context: Pick<AppContext, 'database'>,
  accountId: string,
): Promise<void> {
  const [busy] = await context.database.db
    .select({ id: billingOperations.id })
    .from(billingOperations)
    .where(
      and(
        eq(billingOperations.accountId, accountId),
        inArray(billingOperations.kind, subscriptionKinds),
        eq(billingOperations.state, 'claimed'),
        sql`${billingOperations.claimedAt} > now() - interval '2 minutes'`,
      ),
    )
    .limit(1);
  if (busy) {
    throw new AppError('concurrent_change', {
      message: 'Another change of plan is under way for this account: try again in a moment',
    });
  }
}

/**
 * The account's subscription writes whose answer was lost, settled from what Stripe holds: each
 * left its key in the subscription's metadata, so one that happened is `done` (and its state was
 * applied by the read); one that did not is `failed`, never sent again: its key belonged to one
 * request, and the person chooses again. (A Checkout's writes, keyed by the session, are sent again
 * by its completion instead.) Returns how many were settled.
 */
export async function settleLostOperations(
  context: Context,
  accountId: string,
  customerId: string,
): Promise<number> {
  const lost = await context.database.db
    .select()
    .from(billingOperations)
    .where(
      and(
        eq(billingOperations.accountId, accountId),
        inArray(billingOperations.kind, subscriptionKinds),
        notLike(billingOperations.idempotencyKey, 'checkout-%'),
        or(
          eq(billingOperations.state, 'unknown'),
          and(
            eq(billingOperations.state, 'claimed'),
            sql`${billingOperations.claimedAt} < now() - interval '2 minutes'`,
          ),
        ),
      ),
    );
  if (lost.length === 0) return 0;
  const subscriptions = await readSubscriptions(context, customerId);
  for (const operation of lost) {
    const found = subscriptions.find(
      (subscription) => subscription.metadata?.operation === operation.idempotencyKey,
    );
    await context.database.db
      .update(billingOperations)
      .set(
        found
          ? { state: 'done', stripeObjectId: found.id, finishedAt: sql`now()` }
          : { state: 'failed', errorKey: 'service_unavailable', finishedAt: sql`now()` },
      )
      .where(and(eq(billingOperations.id, operation.id), eq(billingOperations.state, operation.state)));
  }
  return lost.length;
}
