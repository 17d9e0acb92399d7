import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../auth/session.ts';
import { useCan } from '../../auth/use-can.ts';
import { getUsers } from '../../settings/users/api/get-users.ts';
import { inboxKey } from '../api/inbox-reads.ts';

export type Assignee = { id: string; name: string };

/**
 * Who an item may be assigned to: the account's users for an administrator (who lists them), the
 * team the inbox panel knows of (the last 90 days) for an editor; oneself always.
 */
export function useAssignees(): Assignee[] {
  const me = useSession().data;
  const admin = useCan('manage_users');
  const moderate = useCan('moderate');
  const users = useQuery({ queryKey: ['users'], queryFn: getUsers, enabled: admin });
  const team = useQuery({
    queryKey: [...inboxKey, 'assignees'],
    queryFn: () => {
      const to = new Date();
      const from = new Date(to.getTime() - 90 * 86_400_000);
      return api<{ userId: string; name: string }[]>(
        'GET',
        `/inbox/team?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`,
      );
    },
    enabled: moderate && !admin,
  });
  const found = new Map<string, string>();
  if (me) found.set(me.id, `${me.firstname} ${me.lastname}`.trim());
  for (const user of users.data ?? []) found.set(user.id, `${user.firstname} ${user.lastname}`.trim());
  for (const row of team.data ?? []) found.set(row.userId, row.name);
  return [...found].map(([id, name]) => ({ id, name }));
}
