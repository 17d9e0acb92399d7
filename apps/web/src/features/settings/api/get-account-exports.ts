import type { AccountExport } from '@pagewise/shared/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { userSchemas } from '../../../lib/schemas.ts';

export const accountExportsQueryKey = ['account-exports'] as const;

/** While the latest export is being made, its progress is asked for this often. */
export const exportPollMs = 2000;

/** `GET /account/exports`, latest first. */
export async function getAccountExports(): Promise<AccountExport[]> {
  const [{ accountExportList }, answer] = await Promise.all([
    userSchemas(),
    api<unknown>('GET', '/account/exports'),
  ]);
  return accountExportList.parse(answer).exports;
}

export function isInProgress(accountExport: AccountExport | undefined): boolean {
  return accountExport?.status === 'queued' || accountExport?.status === 'running';
}

/** Only users with the `export` permission may list exports: the others do not ask. */
export function useAccountExports(enabled: boolean) {
  return useQuery({
    queryKey: accountExportsQueryKey,
    queryFn: getAccountExports,
    enabled,
    refetchInterval: (query) => (isInProgress(query.state.data?.[0]) ? exportPollMs : false),
  });
}
