import type { BillingInfo, BillingOverview } from '@pagewise/shared/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { billingSchemas } from '../../../lib/schemas.ts';
import { billingOverviewQueryKey } from './get-billing.ts';

/** `PUT /billing/info`: every field sent, an empty one cleared. */
export async function updateBillingInfo(info: BillingInfo): Promise<BillingOverview> {
  const { billingOverview } = await billingSchemas();
  return billingOverview.parse(await api<unknown>('PUT', '/billing/info', info));
}

export function useUpdateBillingInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingInfo,
    onSuccess: (overview) => queryClient.setQueryData(billingOverviewQueryKey, overview),
  });
}
