import { randomUUID } from 'node:crypto';
import type { ChoosePlanResult, PromoCodeRequest } from '@pagewise/shared/billing';
import { promoTrialHours } from '@pagewise/shared/plans';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { getAccountPlan } from '../plans/get-account-plan.ts';
import { authorize } from '../users/access.ts';
import { ensureCustomer } from './ensure-customer.ts';
import { defaultPaymentMethodOf } from './payment-method.ts';
import { runOperation } from './run-operation.ts';
import { refuseWhileUnderWay, settleLostOperations } from './settle-operations.ts';
import { stripeOf } from './stripe-client.ts';
import { findSubscribed, liveSubscriptionOf, readSubscriptions, subscribe } from './subscribe.ts';

type Context = Pick<AppContext, 'database' | 'now' | 'queue' | 'config' | 'secrets' | 'logger'>;

/**
 * `POST /api/billing/promo-code` (spec §9): a card on file is required (`promo_code_needs_card`);
 * an active Stripe promotion code opens the chosen plan for 24 hours (a trial, then paid with the
 * code's discount). A code is for an account without a paid plan: one that pays already, or an
 * unknown code, is `promo_code_invalid`.
 */
export async function redeemPromoCode(
  context: Context,
  auth: Auth,
  input: PromoCodeRequest,
): Promise<ChoosePlanResult> {
  authorize(auth, 'billing');
  const stripe = stripeOf(context);
  const accountId = auth.user.accountId;
  const customerId = await ensureCustomer(context, auth);
  if (!(await defaultPaymentMethodOf(stripe, customerId))) {
    throw new AppError('promo_code_needs_card', { message: 'Add a card before redeeming a promo code' });
  }
  const codes = await stripe.promotionCodes.list({ code: input.code, active: true, limit: 1 });
  const promotion = codes.data[0];
  if (!promotion)
    throw new AppError('promo_code_invalid', { message: 'This promo code is unknown or no longer valid' });
  await refuseWhileUnderWay(context, accountId);
  await settleLostOperations(context, accountId, customerId);
  if (liveSubscriptionOf(await readSubscriptions(context, customerId))) {
    throw new AppError('promo_code_invalid', {
      message: 'A promo code opens a trial: this account pays a plan already',
      details: { reason: 'subscribed' },
    });
  }
  const key = `promo-${randomUUID()}`;
  await runOperation(context, {
    accountId,
    kind: 'subscribe',
    key,
    send: (idempotencyKey) =>
      subscribe(context, {
        accountId,
        customerId,
        choice: { plan: input.plan, period: input.period },
        key: idempotencyKey,
        promotion: { promotionCodeId: promotion.id, trialDays: Math.ceil(promoTrialHours / 24) },
      }),
    idOf: (subscription) => subscription.id,
    readBack: () => findSubscribed(context, customerId, key),
  });
  return { outcome: 'updated', plan: await getAccountPlan(context, auth) };
}
