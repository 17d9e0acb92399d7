import type { Group } from '@pagewise/shared/pages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pageListSchemas } from '../../../lib/schemas.ts';

export const groupsQueryKey = ['groups'] as const;

export function getGroups(): Promise<Group[]> {
  return groupsFrom(api<unknown>('GET', '/groups'));
}

/** The groups in an answer of `GET /groups`, asked here or before the app rendered (app/route-preload.ts). */
export async function groupsFrom(answer: Promise<unknown>): Promise<Group[]> {
  const [{ groupList }, body] = await Promise.all([pageListSchemas(), answer]);
  return groupList.parse(body).groups;
}

export function useGroups() {
  return useQuery({ queryKey: groupsQueryKey, queryFn: getGroups });
}
