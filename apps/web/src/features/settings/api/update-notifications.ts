import type { Me, NotificationSettings } from '@pagewise/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { userSchemas } from '../../../lib/schemas.ts';
import { sessionQueryKey } from '../../auth/session-key.ts';

/** `PUT /users/me/notifications`: the five e-mail flags, all sent each time. */
export async function updateNotifications(settings: NotificationSettings): Promise<Me> {
  const [{ me }, answer] = await Promise.all([
    userSchemas(),
    api<unknown>('PUT', '/users/me/notifications', settings),
  ]);
  return me.parse(answer);
}

/**
 * A switch moves at once (the session cache takes the new flags before the server answers) and
 * moves back when the server refuses.
 */
export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: sessionQueryKey });
      const before = queryClient.getQueryData<Me>(sessionQueryKey);
      if (before) queryClient.setQueryData<Me>(sessionQueryKey, { ...before, notifications: settings });
      return { before };
    },
    onError: (_error, _settings, context) => {
      if (context?.before) queryClient.setQueryData(sessionQueryKey, context.before);
    },
    onSuccess: (me) => queryClient.setQueryData(sessionQueryKey, me),
  });
}
