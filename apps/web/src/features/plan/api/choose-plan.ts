import type { ChoosePlanRequest, ChoosePlanResult } from '@pagewise/shared/billing';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { billingSchemas } from '../../../lib/schemas.ts';
import { billingQueryKey } from '../../billing/api/get-billing.ts';
import { planQueryKey } from './get-plan.ts';

/** `POST /billing/plan`: the new plan at once (`updated`), or Stripe Checkout to pay for it first. */
export async function choosePlan(request: ChoosePlanRequest): Promise<ChoosePlanResult> {
  const { choosePlanRequest, choosePlanResult } = await billingSchemas();
  return choosePlanResult.parse(
    await api<unknown>('POST', '/billing/plan', choosePlanRequest.parse(request)),
  );
}

/** A plan changed: the screens read it at once, the billing tab and invoices read theirs again. */
export function takeChoice(queryClient: QueryClient, result: ChoosePlanResult) {
  if (result.outcome !== 'updated') return;
  queryClient.setQueryData(planQueryKey, result.plan);
  void queryClient.invalidateQueries({ queryKey: billingQueryKey });
}

export function useChoosePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePlan,
    onSuccess: (result) => takeChoice(queryClient, result),
  });
}
