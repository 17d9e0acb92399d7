import { type AddUserRequest, type User, user } from '@pagewise/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { usersQueryKey } from './get-users.ts';

export async function addUser(input: AddUserRequest): Promise<User> {
  return user.parse(await api<unknown>('POST', '/users', input));
}

/** The add-user wizard's Save: the new user receives an invitation by e-mail. */
export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
