import { type InboxAssignee, inboxAssignee } from '@pagewise/shared/inbox';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { inboxKey } from '../api/inbox-reads.ts';

export type Assignee = InboxAssignee;

const assigneeList = z.array(inboxAssignee);

/** The account's members, each with the pages they reach: whom to filter by, and to assign to. */
export function useAssignees(): Assignee[] {
  const members = useQuery({
    queryKey: [...inboxKey, 'assignees'],
    queryFn: async () => assigneeList.parse(await api<unknown>('GET', '/inbox/assignees')),
  });
  return members.data ?? [];
}

/** Whom an item of this page may be assigned to: the server's rule, a member reaching the page. */
export const reachingPage = (assignees: Assignee[], pageId: string) =>
  assignees.filter((member) => member.pageIds === null || member.pageIds.includes(pageId));
