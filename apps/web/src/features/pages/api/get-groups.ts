import type { Group } from '@pagewise/shared/pages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pagesSchemas } from '../../../lib/schemas.ts';

export const groupsQueryKey = ['groups'] as const;

export async function getGroups(): Promise<Group[]> {
  const [{ groupList }, answer] = await Promise.all([pagesSchemas(), api<unknown>('GET', '/groups')]);
  return groupList.parse(answer).groups;
}

export function useGroups() {
  return useQuery({ queryKey: groupsQueryKey, queryFn: getGroups });
}
