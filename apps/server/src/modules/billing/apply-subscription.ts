import { and, eq, inArray, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../platform/context.ts';
import type { Database, DatabaseHandle } from '../../platform/database.ts';
import { lockAccountPlan } from '../plans/account-plan.ts';
import { closeTrialWithPlan, moveToFreePlan } from '../plans/close-trial.ts';
import { emailSubscriptionChange, type SubscriptionChange } from './billing-emails.ts';
import { choiceOfSubscription, currentPeriodEndOf } from './plan-prices.ts';
import { type BillingSubscriptionRow, billingCustomers, billingSubscriptions } from './schema.ts';
import { idOf } from './stripe-client.ts';
import { confirmed, live } from './subscription-state.ts';

type Context = Pick<AppContext, 'database' | 'now' | 'queue' | 'config' | 'secrets' | 'logger'>;

/** The subscription is over: the account goes to the free plan. */
const ended = ['canceled', 'incomplete_expired', 'unpaid'];

/**
 * A subscription as Stripe answered it (to our own write, or a read): Stripe's state at that
 * moment, applied; `at` is Stripe's time of it (an event's `created` that made us read it, or the
 * answer's `Date`), kept so that an event older than it changes nothing. `askedAt` is this server's
 * time when the request was sent: of two answers applied out of their order (a webhook's read sent
 * just before our own write, answered with the state before it and applied after the write's
 * answer, in the same second of Stripe's whole-second clock), the one asked later is kept.
 */
export type SubscriptionSeen = { subscription: Stripe.Subscription; at: Date; askedAt: Date };

/** `applied`, or `foreign`: not a customer or a price of this product. */
export type ApplyOutcome = 'applied' | 'foreign';

/**
 * Whether a state of the subscription newer than `at` was applied already: an event of that time
 * then changes nothing (a late `created` after `updated`), and is not even read.
 */
export async function appliedSince(
  context: Pick<AppContext, 'database'>,
  subscriptionId: string,
  at: Date,
): Promise<boolean> {
  const [row] = await context.database.db
    .select({ stateAt: billingSubscriptions.stateAt })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.stripeSubscriptionId, subscriptionId))
    .limit(1);
  return row !== undefined && at < row.stateAt;
}

/**
 * Stores a subscription's state as Stripe answered it, and moves the account's plan with it, in
 * one transaction on the account's plan row: a paid plan only in a confirmed state (`active`,
 * `trialing`), the free plan when the subscription ended. The e-mails of the change (created,
 * updated, ending, deleted) go once, after it is committed: the change is seen by one transaction.
 */
export async function applySubscription(context: Context, seen: SubscriptionSeen): Promise<ApplyOutcome> {
  const { subscription } = seen;
  const customerId = idOf(subscription.customer);
  const choice = choiceOfSubscription(subscription);
  if (!customerId || !choice) return 'foreign';
  const db = context.database.db;
  const [customer] = await db
    .select({ accountId: billingCustomers.accountId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId))
    .limit(1);
  if (!customer) return 'foreign';
  const { accountId } = customer;

  const change = await db.transaction(async (tx) => {
    const account = await lockAccountPlan(tx, accountId);
    const [previous] = await tx
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.stripeSubscriptionId, subscription.id))
      .limit(1);
    // An answer to a request sent before the one applied shows an older state: it changes nothing.
    if (previous?.askedAt && previous.askedAt > seen.askedAt) return undefined;
    const state = {
      accountId,
      plan: choice.plan,
      period: choice.period,
      status: subscription.status,
      currentPeriodEnd: currentPeriodEndOf(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      trialEnd: subscription.trial_end ? new Date(subscription.trial_end * 1000) : null,
      stateAt: previous && previous.stateAt > seen.at ? previous.stateAt : seen.at,
      askedAt: seen.askedAt,
      updatedAt: context.now(),
    };
    const [next] = await tx
      .insert(billingSubscriptions)
      .values({ stripeSubscriptionId: subscription.id, ...state })
      .onConflictDoUpdate({ target: billingSubscriptions.stripeSubscriptionId, set: state })
      .returning();
    if (!next) throw new Error('subscription not stored');

    const planContext = { database: { ...context.database, db: tx } as DatabaseHandle, now: context.now };
    if (confirmed.includes(next.status)) {
      if (
        account.plan !== next.plan ||
        account.billingPeriod !== next.period ||
        account.trialClosedAt === null
      ) {
        await closeTrialWithPlan(planContext, accountId, next.plan, next.period);
      }
    } else if (ended.includes(next.status)) {
      const paying = await otherLiveSubscription(tx, accountId, next.stripeSubscriptionId);
      if (!paying && account.trialClosedAt !== null && account.plan !== 'free') {
        await moveToFreePlan(planContext, accountId);
      }
    }
    return changeOf(previous, next);
  });

  if (change) {
    await emailSubscriptionChange(context, accountId, change).catch((error: unknown) => {
      context.logger.error({ err: error, accountId }, 'a subscription e-mail could not be queued');
    });
  }
  return 'applied';
}

async function otherLiveSubscription(tx: Database, accountId: string, except: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: billingSubscriptions.stripeSubscriptionId })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.accountId, accountId),
        ne(billingSubscriptions.stripeSubscriptionId, except),
        inArray(billingSubscriptions.status, live),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** What the account's administrators are told of a change of state, if anything. */
function changeOf(
  previous: BillingSubscriptionRow | undefined,
  next: BillingSubscriptionRow,
): SubscriptionChange | undefined {
  const wasLive = previous !== undefined && live.includes(previous.status);
  if (!wasLive && confirmed.includes(next.status))
    return { kind: 'subscription_created', subscription: next };
  if (wasLive && ended.includes(next.status)) return { kind: 'subscription_deleted', subscription: next };
  if (!wasLive || !live.includes(next.status)) return undefined;
  if (!previous.cancelAtPeriodEnd && next.cancelAtPeriodEnd)
    return { kind: 'subscription_ending', subscription: next };
  if (
    previous.plan !== next.plan ||
    previous.period !== next.period ||
    previous.cancelAtPeriodEnd !== next.cancelAtPeriodEnd
  ) {
    return { kind: 'subscription_updated', subscription: next };
  }
  return undefined;
}
