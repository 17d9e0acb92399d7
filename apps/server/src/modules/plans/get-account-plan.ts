import type { AccountPlan as PublicAccountPlan, SubscriptionState } from '@pagewise/shared/billing';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import type { BillingSubscriptionRow } from '../billing/schema.ts';
import { liveSubscription, subscriptionStateOf } from '../billing/subscription-state.ts';
import { authorize } from '../users/access.ts';
import { type AccountPlan, findAccountPlan } from './account-plan.ts';
import { planUsage } from './plan-usage.ts';
import { freeFromOf } from './trial-round.ts';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/**
 * Where the account stands: on its trial, on the free plan, or on a paid plan it confirmed; and of
 * a paid plan, what Stripe last said (a failed payment, an end at the period's end, a promo code's
 * trial).
 */
function stateOf(account: AccountPlan, subscription: BillingSubscriptionRow | undefined): SubscriptionState {
  if (account.trialClosedAt === null) return 'trial';
  if (account.plan === 'free') return 'free';
  return subscription ? subscriptionStateOf(subscription) : 'active';
}

/** The account's own trial, or a promo code's 24 hours (Stripe's trial of a paid plan). */
function trialOf(account: AccountPlan, subscription: BillingSubscriptionRow | undefined, now: Date) {
  const left = (end: Date) => ({
    endsAt: end.toISOString(),
    daysRemaining: Math.max(0, Math.ceil((end.getTime() - now.getTime()) / dayMs)),
    hoursRemaining: Math.max(0, Math.ceil((end.getTime() - now.getTime()) / hourMs)),
  });
  if (account.trialClosedAt === null)
    return {
      kind: 'account' as const,
      ...left(account.trialEndsAt),
      freeFrom: freeFromOf(account).toISOString(),
    };
  if (subscription?.status === 'trialing' && subscription.trialEnd)
    return { kind: 'promo' as const, ...left(subscription.trialEnd), freeFrom: null };
  return null;
}

/**
 * `GET /api/plan`: the plan in force, its numbers and features, what the account uses of them now,
 * and its trial. Every role reads it: the screens lock what the plan refuses.
 */
export async function getAccountPlan(
  context: Pick<AppContext, 'database' | 'now' | 'config'>,
  auth: Auth,
): Promise<PublicAccountPlan> {
  authorize(auth, 'read');
  const db = context.database.db;
  const now = context.now();
  const account = await findAccountPlan(db, auth.user.accountId);
  const usage = await planUsage(db, auth.user.accountId, now, account.timeZone);
  const subscription = await liveSubscription(context, auth.user.accountId);
  return {
    plan: account.inForce.id,
    chosenPlan: account.plan,
    period: account.billingPeriod,
    state: stateOf(account, subscription),
    trial: trialOf(account, subscription, now),
    limits: account.inForce.limits,
    features: account.inForce.features,
    usage,
    billingConfigured: context.config.stripe !== undefined,
  };
}
