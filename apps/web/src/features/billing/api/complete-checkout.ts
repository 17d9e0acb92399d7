import type { ChoosePlanResult } from '@pagewise/shared/billing';
import { api } from '../../../lib/api.ts';
import { billingSchemas } from '../../../lib/schemas.ts';

/**
 * `POST /billing/checkout/:sessionId/complete`: back from Stripe Checkout, what the payment made of
 * the plan (`updated`), or another step on Stripe's side (`checkout`).
 */
export async function completeCheckout(sessionId: string): Promise<ChoosePlanResult> {
  const { choosePlanResult } = await billingSchemas();
  return choosePlanResult.parse(
    await api<unknown>('POST', `/billing/checkout/${encodeURIComponent(sessionId)}/complete`),
  );
}
