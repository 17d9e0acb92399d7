import {
  type BillingPeriod,
  billingPeriods,
  type PaidPlanId,
  paidPlanIds,
  priceLookupKey,
} from '@pagewise/shared/plans';
import type Stripe from 'stripe';
import { AppError } from '../../platform/errors.ts';

export type PaidChoice = { plan: PaidPlanId; period: BillingPeriod };

const choiceOfKey = new Map<string, PaidChoice>(
  paidPlanIds.flatMap((plan) =>
    billingPeriods.map((period) => [priceLookupKey(plan, period), { plan, period }] as const),
  ),
);

/**
 * The price of a plan over a period, found by its lookup key (`pagewise_<plan>_<period>`, set on
 * the prices of the Stripe account and of the fake alike), so no price id is configured anywhere.
 */
export async function priceIdOf(stripe: Stripe, choice: PaidChoice): Promise<string> {
  const key = priceLookupKey(choice.plan, choice.period);
  const prices = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
  const price = prices.data[0];
  if (!price) {
    throw new AppError('billing_not_configured', {
      message: `The Stripe account has no active price with the lookup key ${key}`,
    });
  }
  return price.id;
}

/** The plan a subscription pays, from its first item's price; undefined for a price not ours. */
export function choiceOfSubscription(subscription: Stripe.Subscription): PaidChoice | undefined {
  const price = subscription.items.data[0]?.price;
  const byKey = price?.lookup_key ? choiceOfKey.get(price.lookup_key) : undefined;
  if (byKey) return byKey;
  const { plan, period } = subscription.metadata ?? {};
  const fromMetadata = choiceOfKey.get(priceLookupKey(plan as PaidPlanId, period as BillingPeriod));
  return fromMetadata;
}

/** The end of the period paid, on the subscription's item (Stripe's API since 2025) or on itself. */
export function currentPeriodEndOf(subscription: Stripe.Subscription): Date | null {
  const seconds =
    subscription.items.data[0]?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}
