import type { AccountSettings } from '@pagewise/shared/collaboration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { accountSettingsQueryKey, collaborationSchemas } from './get-account-settings.ts';

/** `PATCH /account/settings` (administrators): only the settings sent change. */
export async function updateAccountSettings(changes: Partial<AccountSettings>): Promise<AccountSettings> {
  const [{ accountSettings }, answer] = await Promise.all([
    collaborationSchemas(),
    api<unknown>('PATCH', '/account/settings', changes),
  ]);
  return accountSettings.parse(answer);
}

/** The switch moves at once and moves back when the server refuses. */
export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSettings,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: accountSettingsQueryKey });
      const before = queryClient.getQueryData<AccountSettings>(accountSettingsQueryKey);
      if (before)
        queryClient.setQueryData<AccountSettings>(accountSettingsQueryKey, { ...before, ...changes });
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(accountSettingsQueryKey, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(accountSettingsQueryKey, settings),
  });
}
