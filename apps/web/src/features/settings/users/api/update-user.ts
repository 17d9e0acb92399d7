import { type Me, type UpdateUserRequest, type User, user } from '@pagewise/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { sessionQueryKey } from '../../../auth/session-key.ts';
import { usersQueryKey } from './get-users.ts';

interface UpdateUserInput {
  id: string;
  changes: UpdateUserRequest;
}

export async function updateUser({ id, changes }: UpdateUserInput): Promise<User> {
  return user.parse(await api<unknown>('PATCH', `/users/${encodeURIComponent(id)}`, changes));
}

/** Role, page access and notifications of a team member. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (_user, { id }) => {
      // An administrator who changes their own role changes what the whole interface offers them.
      const self = queryClient.getQueryData<Me>(sessionQueryKey)?.id === id;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        self ? queryClient.invalidateQueries({ queryKey: sessionQueryKey }) : undefined,
      ]);
    },
  });
}
