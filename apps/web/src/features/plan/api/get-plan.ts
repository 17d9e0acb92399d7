import type { AccountPlan } from '@pagewise/shared/billing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { billingSchemas } from '../../../lib/schemas.ts';

export const planQueryKey = ['plan'] as const;

/** `GET /plan`: the account's plan in force, what it allows and uses, and its trial (every role). */
export async function getPlan(): Promise<AccountPlan> {
  const [{ accountPlan }, answer] = await Promise.all([billingSchemas(), api<unknown>('GET', '/plan')]);
  return accountPlan.parse(answer);
}

/** The plan every screen reads to lock what it does not allow, and the header its trial days. */
export function usePlan() {
  return useQuery({ queryKey: planQueryKey, queryFn: getPlan });
}
