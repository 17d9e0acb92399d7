import type { Invoice } from '@pagewise/shared/billing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { billingSchemas } from '../../../lib/schemas.ts';
import { billingQueryKey } from './get-billing.ts';

export const invoicesQueryKey = [...billingQueryKey, 'invoices'] as const;

/** `GET /billing/invoices`: the account's invoices, newest first. */
export async function getInvoices(): Promise<Invoice[]> {
  const [{ invoiceList }, answer] = await Promise.all([
    billingSchemas(),
    api<unknown>('GET', '/billing/invoices'),
  ]);
  return invoiceList.parse(answer).invoices;
}

export function useInvoices(enabled = true) {
  return useQuery({ queryKey: invoicesQueryKey, queryFn: getInvoices, enabled });
}
