import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { usersQueryKey } from './get-users.ts';

export async function removeUser(userId: string): Promise<void> {
  await api<void>('DELETE', `/users/${encodeURIComponent(userId)}`);
}

export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
