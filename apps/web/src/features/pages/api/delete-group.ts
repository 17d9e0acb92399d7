import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { groupsQueryKey } from './get-groups.ts';

export async function deleteGroup(groupId: string): Promise<void> {
  await api<void>('DELETE', `/groups/${encodeURIComponent(groupId)}`);
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  });
}
