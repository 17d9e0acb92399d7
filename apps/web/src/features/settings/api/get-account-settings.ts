import type { AccountSettings } from '@pagewise/shared/collaboration';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { loadSchemas } from '../../../lib/schemas.ts';

/** The collaboration schemas come with the first answer, not with the settings screen. */
export const collaborationSchemas = () => loadSchemas(() => import('@pagewise/shared/collaboration'));

export const accountSettingsQueryKey = ['account', 'settings'] as const;

export async function getAccountSettings(): Promise<AccountSettings> {
  const [{ accountSettings }, answer] = await Promise.all([
    collaborationSchemas(),
    api<unknown>('GET', '/account/settings'),
  ]);
  return accountSettings.parse(answer);
}

/** The account's workflow settings: every role reads them, administrators change them. */
export function useAccountSettings() {
  return useQuery({ queryKey: accountSettingsQueryKey, queryFn: getAccountSettings });
}
