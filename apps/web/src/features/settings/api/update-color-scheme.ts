import type { ColorScheme } from '@pagewise/shared/color-schemes';
import type { Me } from '@pagewise/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { userSchemas } from '../../../lib/schemas.ts';
import { sessionQueryKey } from '../../auth/session-key.ts';

/** `PUT /users/me/color-scheme`: light, dark, or the device's ('auto'). */
export async function updateColorScheme(colorScheme: ColorScheme): Promise<Me> {
  const [{ me }, answer] = await Promise.all([
    userSchemas(),
    api<unknown>('PUT', '/users/me/color-scheme', { colorScheme }),
  ]);
  return me.parse(answer);
}

/**
 * The app changes at once (the session cache takes the choice before the server answers, and
 * `useUserColorScheme` draws it) and changes back when the server refuses.
 */
export function useUpdateColorScheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateColorScheme,
    onMutate: async (colorScheme) => {
      await queryClient.cancelQueries({ queryKey: sessionQueryKey });
      const before = queryClient.getQueryData<Me>(sessionQueryKey);
      if (before) queryClient.setQueryData<Me>(sessionQueryKey, { ...before, colorScheme });
      return { before };
    },
    onError: (_error, _scheme, context) => {
      if (context?.before) queryClient.setQueryData(sessionQueryKey, context.before);
    },
    onSuccess: (me) => queryClient.setQueryData(sessionQueryKey, me),
  });
}
