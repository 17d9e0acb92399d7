import type { Me } from '@pagewise/shared/users';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../auth/session-key.ts';

/**
 * Every call of My account and Notifications answers the user as they now are: the session
 * cache takes it, so the header, the language and every screen agree at once.
 */
export function useStoreMe() {
  const queryClient = useQueryClient();
  return (me: Me) => queryClient.setQueryData(sessionQueryKey, me);
}
