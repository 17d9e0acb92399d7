import { type User, userList } from '@pagewise/shared/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export const usersQueryKey = ['users'] as const;

export async function getUsers(): Promise<User[]> {
  return userList.parse(await api<unknown>('GET', '/users')).users;
}

/** The account's users (administrators only: the server answers 403 to the other roles). */
export function useUsers() {
  return useQuery({ queryKey: usersQueryKey, queryFn: getUsers });
}
