import type { Network } from '@pagewise/shared/pages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pagesSchemas } from '../../../lib/schemas.ts';

export async function getNetworks(): Promise<Network[]> {
  const [{ networkList }, answer] = await Promise.all([pagesSchemas(), api<unknown>('GET', '/networks')]);
  return networkList.parse(answer).networks;
}

/** What the server can connect rarely changes during a visit. */
export function useNetworks(enabled = true) {
  return useQuery({ queryKey: ['networks'], queryFn: getNetworks, enabled, staleTime: 5 * 60_000 });
}
