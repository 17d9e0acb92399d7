import type { AccountSettings } from '@pagewise/shared/collaboration';
import type { Me } from '@pagewise/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../auth/session-key.ts';
import { accountSettingsQueryKey, collaborationSchemas } from './get-account-settings.ts';

/** `PATCH /account/settings` (administrators): only the settings sent change. */
export async function updateAccountSettings(changes: Partial<AccountSettings>): Promise<AccountSettings> {
  const [{ accountSettings }, answer] = await Promise.all([
    collaborationSchemas(),
    api<unknown>('PATCH', '/account/settings', changes),
  ]);
  return accountSettings.parse(answer);
}

/**
 * The switch moves at once and moves back when the server refuses. The account's zone saved, the
 * session's copy of it follows, so every screen that shows times in it agrees at once.
 */
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
    onSuccess: (settings) => {
      queryClient.setQueryData(accountSettingsQueryKey, settings);
      queryClient.setQueryData<Me>(
        sessionQueryKey,
        (me) => me && { ...me, account: { ...me.account, timeZone: settings.timeZone } },
      );
    },
  });
}
