import type { Page } from '@pagewise/shared/pages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize, pageScopeCondition } from '../users/access.ts';
import { type PageRow, pageGroupMembers, pages } from './schema.ts';
import { toPublicPage } from './to-public-page.ts';

/** The account's pages the caller reaches. */
export async function listPages(context: Pick<AppContext, 'database' | 'now'>, auth: Auth): Promise<Page[]> {
  authorize(auth, 'read');
  const rows = await context.database.db
    .select()
    .from(pages)
    .where(and(eq(pages.accountId, auth.user.accountId), pageScopeCondition(auth, pages.id)))
    .orderBy(asc(pages.kind), asc(pages.name));
  return withGroups(context, rows);
}

/** Pages as the API shows them, each with the groups it belongs to. */
export async function withGroups(
  context: Pick<AppContext, 'database' | 'now'>,
  rows: PageRow[],
): Promise<Page[]> {
  if (rows.length === 0) return [];
  const memberships = await context.database.db
    .select()
    .from(pageGroupMembers)
    .where(
      inArray(
        pageGroupMembers.pageId,
        rows.map((row) => row.id),
      ),
    );
  const now = context.now();
  return rows.map((row) =>
    toPublicPage(
      row,
      memberships.filter((member) => member.pageId === row.id).map((member) => member.groupId),
      now,
    ),
  );
}
