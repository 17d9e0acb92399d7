import type { InboxAssignee } from '@pagewise/shared/inbox';
import { mayBeLimitedToPages } from '@pagewise/shared/permissions';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize, reachesPage } from '../users/access.ts';
import { userPages } from '../users/access-schema.ts';
import { users } from '../users/schema.ts';

/**
 * The members of the caller's account, each with the pages they reach among the caller's own (null:
 * every page): whom an item may be assigned to (the one rule is `checkAssignee`: a member reaching
 * the item's page), and whom the list may be filtered by.
 */
export async function listInboxAssignees(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
): Promise<InboxAssignee[]> {
  authorize(auth, 'read');
  const db = context.database.db;
  const members = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      role: users.role,
      allPages: users.allPages,
    })
    .from(users)
    .where(eq(users.accountId, auth.user.accountId))
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id));
  const limited = members.filter((member) => !member.allPages && mayBeLimitedToPages(member.role));
  const reach = new Map<string, string[]>();
  if (limited.length > 0) {
    const rows = await db
      .select({ userId: userPages.userId, pageId: userPages.pageId })
      .from(userPages)
      .where(
        inArray(
          userPages.userId,
          limited.map((member) => member.id),
        ),
      );
    for (const row of rows)
      if (reachesPage(auth, row.pageId))
        reach.set(row.userId, [...(reach.get(row.userId) ?? []), row.pageId]);
  }
  return members.map((member) => ({
    id: member.id,
    name: `${member.firstname} ${member.lastname}`.trim(),
    pageIds: limited.includes(member) ? (reach.get(member.id) ?? []) : null,
  }));
}
