import type { AccountPlan as PublicAccountPlan, SubscriptionState } from '@pagewise/shared/billing';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { type AccountPlan, findAccountPlan } from './account-plan.ts';
import { planUsage } from './plan-usage.ts';
import { freeFromOf } from './trial-round.ts';

const dayMs = 86_400_000;

/**
 * Where the account stands, as far as the plans know: on its trial, on the free plan, or on a paid
 * plan it confirmed. Whether a paid plan's payment failed or ends at its period's end is Stripe's
 * to say: the billing module's own answer (`GET /api/billing`) tells it.
 */
function stateOf(account: AccountPlan): SubscriptionState {
  if (account.trialClosedAt === null) return 'trial';
  return account.plan === 'free' ? 'free' : 'active';
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
  return {
    plan: account.inForce.id,
    chosenPlan: account.plan,
    period: account.billingPeriod,
    state: stateOf(account),
    trial:
      account.trialClosedAt === null
        ? {
            endsAt: account.trialEndsAt.toISOString(),
            daysRemaining: Math.max(0, Math.ceil((account.trialEndsAt.getTime() - now.getTime()) / dayMs)),
            freeFrom: freeFromOf(account).toISOString(),
          }
        : null,
    limits: account.inForce.limits,
    features: account.inForce.features,
    usage,
    billingConfigured: context.config.stripe !== undefined,
  };
}
