import type { Group } from '@pagewise/shared/pages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pagesSchemas } from '../../../lib/schemas.ts';
import type { GroupValues } from './create-group.ts';
import { groupsQueryKey } from './get-groups.ts';

export async function updateGroup({ id, ...values }: GroupValues & { id: string }): Promise<Group> {
  const [{ group }, answer] = await Promise.all([
    pagesSchemas(),
    api<unknown>('PUT', `/groups/${encodeURIComponent(id)}`, values),
  ]);
  return group.parse(answer);
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  });
}
