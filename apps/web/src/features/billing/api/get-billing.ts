import type { BillingOverview } from '@pagewise/shared/billing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { billingSchemas } from '../../../lib/schemas.ts';

/** Every billing read (the overview, the invoices) sits under this key: a change refreshes them all. */
export const billingQueryKey = ['billing'] as const;
export const billingOverviewQueryKey = [...billingQueryKey, 'overview'] as const;

/** `GET /billing`: the subscription, the payment method, the billing information (administrators). */
export async function getBillingOverview(): Promise<BillingOverview> {
  const [{ billingOverview }, answer] = await Promise.all([
    billingSchemas(),
    api<unknown>('GET', '/billing'),
  ]);
  return billingOverview.parse(answer);
}

/** Only a role that handles billing asks: the server refuses the others. */
export function useBillingOverview(enabled = true) {
  return useQuery({ queryKey: billingOverviewQueryKey, queryFn: getBillingOverview, enabled });
}
