import { isDowngrade, planPriceCents } from '@pagewise/shared/plans';
import type Stripe from 'stripe';
import type { AppContext } from '../../platform/context.ts';
import { answerReceived, applySubscription } from './apply-subscription.ts';
import { choiceOfSubscription, type PaidChoice, priceIdOf } from './plan-prices.ts';
import { answeredAt, stripeOf } from './stripe-client.ts';

type Context = Pick<AppContext, 'database' | 'now' | 'queue' | 'config' | 'secrets' | 'logger'>;

/** Stripe's statuses of a subscription that is still the customer's (a failed renewal included). */
const liveStatuses = ['active', 'trialing', 'past_due'];

/**
 * The customer's subscriptions as Stripe holds them, each applied here (an answer is Stripe's state
 * of the moment): what a webhook missed or a lost answer hid is known before anything is decided.
 * Returns them, newest first.
 */
export async function readSubscriptions(
  context: Context,
  customerId: string,
): Promise<Stripe.Subscription[]> {
  const stripe = stripeOf(context);
  const askedAt = context.now();
  const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20 });
  const receivedAt = context.now();
  const at = answeredAt(list, receivedAt);
  for (const subscription of list.data) {
    await applySubscription(context, { subscription, at, askedAt, receivedAt });
  }
  return list.data;
}

export function liveSubscriptionOf(subscriptions: Stripe.Subscription[]): Stripe.Subscription | undefined {
  return subscriptions.find((subscription) => liveStatuses.includes(subscription.status));
}

export type Subscribe = {
  accountId: string;
  customerId: string;
  choice: PaidChoice;
  /** The write's Idempotency-Key, also kept in the subscription's metadata to find it after a lost answer. */
  key: string;
  /** The payment method that pays it (a Checkout's), rather than the customer's default. */
  paymentMethodId?: string;
  /** A promo code: a trial of the plan and the code's discount (new subscriptions only). */
  promotion?: { promotionCodeId: string; trialDays: number };
};

/**
 * Puts the customer on a paid plan: a new subscription, or the price of the one it has. Every
 * payment is taken at once or refused (`payment_behavior: error_if_incomplete`): a declined card
 * throws Stripe's card error and nothing changes. An upgrade is invoiced at once for the rest of
 * the period (`always_invoice`); a downgrade between paid plans also applies at once, its unused
 * part a credit on the next invoice (`create_prorations`). Choosing the plan already paid for
 * undoes a cancellation at the period's end. The answer is applied (a plan moves only when Stripe
 * says `active` or `trialing`).
 */
export async function subscribe(context: Context, input: Subscribe): Promise<Stripe.Subscription> {
  const stripe = stripeOf(context);
  const live = liveSubscriptionOf(await readSubscriptions(context, input.customerId));
  const metadata = {
    accountId: input.accountId,
    plan: input.choice.plan,
    period: input.choice.period,
    operation: input.key,
  };
  let subscription: Stripe.Subscription;
  const askedAt = context.now();
  if (live) {
    const current = choiceOfSubscription(live);
    const item = live.items.data[0];
    if (current?.plan === input.choice.plan && current.period === input.choice.period) {
      if (!live.cancel_at_period_end) return live;
      subscription = await stripe.subscriptions.update(
        live.id,
        { cancel_at_period_end: false, metadata },
        { idempotencyKey: input.key },
      );
    } else {
      const price = await priceIdOf(stripe, input.choice);
      const downgrade = current ? isDowngradeOf(current, input.choice) : false;
      subscription = await stripe.subscriptions.update(
        live.id,
        {
          items: [{ ...(item ? { id: item.id } : {}), price }],
          proration_behavior: downgrade ? 'create_prorations' : 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          cancel_at_period_end: false,
          ...(input.paymentMethodId ? { default_payment_method: input.paymentMethodId } : {}),
          metadata,
        },
        { idempotencyKey: input.key },
      );
    }
  } else {
    const price = await priceIdOf(stripe, input.choice);
    subscription = await stripe.subscriptions.create(
      {
        customer: input.customerId,
        items: [{ price }],
        payment_behavior: 'error_if_incomplete',
        ...(input.paymentMethodId ? { default_payment_method: input.paymentMethodId } : {}),
        metadata,
        ...(input.promotion
          ? {
              // In days from Stripe's own clock: 24 hours whatever this server's clock says.
              trial_period_days: input.promotion.trialDays,
              discounts: [{ promotion_code: input.promotion.promotionCodeId }],
            }
          : {}),
      },
      { idempotencyKey: input.key },
    );
  }
  await applySubscription(context, answerReceived(context, subscription, askedAt));
  return subscription;
}

/** Fewer rows, or the same plan billed monthly instead of annually. */
function isDowngradeOf(from: PaidChoice, to: PaidChoice): boolean {
  if (from.plan !== to.plan) return isDowngrade(from.plan, to.plan);
  return planPriceCents(to.plan, to.period) < planPriceCents(from.plan, from.period);
}

/**
 * After a lost answer: the subscription this write made or changed, found by the key it left in
 * the metadata (and applied), or undefined when Stripe has nothing of it.
 */
export async function findSubscribed(
  context: Context,
  customerId: string,
  key: string,
): Promise<string | undefined> {
  const subscriptions = await readSubscriptions(context, customerId);
  return subscriptions.find((subscription) => subscription.metadata?.operation === key)?.id;
}
