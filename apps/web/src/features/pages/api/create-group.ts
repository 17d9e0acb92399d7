import type { Group } from '@pagewise/shared/pages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pagesSchemas } from '../../../lib/schemas.ts';
import { groupsQueryKey } from './get-groups.ts';

export interface GroupValues {
  name: string;
  pageIds: string[];
}

export async function createGroup(values: GroupValues): Promise<Group> {
  const [{ group }, answer] = await Promise.all([pagesSchemas(), api<unknown>('POST', '/groups', values)]);
  return group.parse(answer);
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  });
}
