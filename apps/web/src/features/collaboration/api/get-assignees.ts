import { type Assignee, assigneeList } from '@pagewise/shared/collaboration';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export async function getAssignees(postId: string): Promise<Assignee[]> {
  return assigneeList.parse(await api<unknown>('GET', `/posts/${encodeURIComponent(postId)}/assignees`))
    .assignees;
}

/** Who may take the post for validation: the server's one rule (role, page access, live links). */
export function useAssignees(postId: string) {
  return useQuery({ queryKey: ['posts', postId, 'assignees'], queryFn: () => getAssignees(postId) });
}
