import { and, eq, inArray, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../platform/context.ts';
import type { Database, DatabaseHandle } from '../../platform/database.ts';
import { lockAccountPlan } from '../plans/account-plan.ts';
import { closeTrialWithPlan, moveToFreePlan } from '../plans/close-trial.ts';
import { emailSubscriptionChange, type SubscriptionChange } from './billing-emails.ts';
import { choiceOfSubscription, currentPeriodEndOf } from './plan-prices.ts';
import { type BillingSubscriptionRow, billingCustomers, billingSubscriptions } from './schema.ts';
import { answeredAt, idOf, stripeOf } from './stripe-client.ts';
import { confirmed, live } from './subscription-state.ts';

type Context = Pick<AppContext, 'database' | 'now' | 'queue' | 'config' | 'secrets' | 'logger'>;

/** The subscription is over: the account goes to the free plan. */
const ended = ['canceled', 'incomplete_expired', 'unpaid'];

/**
 * A subscription as Stripe answered it (to our own write, or a read): Stripe's state at that
 * moment, applied; `at` is Stripe's time of it (an event's `created` that made us read it, or the
 * answer's `Date`), kept so that an event older than it changes nothing. `askedAt` and `receivedAt`
 * are this server's times when the request was sent and its answer came: of two answers, one
 * received before the other was asked shows the older state and changes nothing; two requests under
 * way together may have been answered in either order (a webhook's read sent during our own write
 * may show the state before it), so the subscription is read again.
 */
export type SubscriptionSeen = {
  subscription: Stripe.Subscription;
  at: Date;
  askedAt: Date;
  receivedAt: Date;
};

/** An answer about a subscription, received now, to a request sent at `askedAt`. */
export function answerReceived(
  context: Pick<AppContext, 'now'>,
  subscription: Stripe.Subscription,
  askedAt: Date,
): SubscriptionSeen {
  const receivedAt = context.now();
  return { subscription, at: answeredAt(subscription, receivedAt), askedAt, receivedAt };
}

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
  let answer = seen;
  for (let reads = 1; ; reads += 1) {
    const outcome = await applyAnswer(context, answer);
    // Read again, asked once both answers are in: its answer is the newer. A third overlap in a row
    // (requests without end) leaves the row as it is, for the next event or reconciliation.
    if (outcome !== 'overlapping') return outcome;
    if (reads === 3) return 'applied';
    const askedAt = context.now();
    const subscription = await stripeOf(context).subscriptions.retrieve(answer.subscription.id);
    answer = answerReceived(context, subscription, askedAt);
  }
}

async function applyAnswer(context: Context, seen: SubscriptionSeen): Promise<ApplyOutcome | 'overlapping'> {
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
    if (previous?.askedAt) {
      // Received before the applied one was asked: an older state, which changes nothing.
      if (seen.receivedAt < previous.askedAt) return 'older';
      // Under way together with the applied one: either may show the newer state.
      if (previous.receivedAt && seen.askedAt < previous.receivedAt) return 'overlapping';
      // Rows from before `received_at`: the one asked later is kept.
      if (!previous.receivedAt && previous.askedAt > seen.askedAt) return 'older';
    }
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
      receivedAt: seen.receivedAt,
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

  if (change === 'overlapping') return 'overlapping';
  if (change && change !== 'older') {
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
