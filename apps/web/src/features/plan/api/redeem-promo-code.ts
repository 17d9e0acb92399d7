import type { ChoosePlanResult, PromoCodeRequest } from '@pagewise/shared/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { billingSchemas } from '../../../lib/schemas.ts';
import { takeChoice } from './choose-plan.ts';

/** `POST /billing/promo-code`: 24 hours of the chosen plan (a card on file is required). */
export async function redeemPromoCode(request: PromoCodeRequest): Promise<ChoosePlanResult> {
  const { choosePlanResult } = await billingSchemas();
  return choosePlanResult.parse(await api<unknown>('POST', '/billing/promo-code', request));
}

export function useRedeemPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemPromoCode,
    onSuccess: (result) => takeChoice(queryClient, result),
  });
}
