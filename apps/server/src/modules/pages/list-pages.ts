import type { Page } from '@pagewise/shared/pages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { queryStatement, rowOf } from '../../platform/statements.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize, pageScopeCondition } from '../users/access.ts';
import { type PageRow, pageGroupMembers, pages } from './schema.ts';
import { toPublicPage } from './to-public-page.ts';

/** The account's pages the caller reaches, each with its groups: one prepared statement. */
export async function listPages(context: Pick<AppContext, 'database' | 'now'>, auth: Auth): Promise<Page[]> {
  authorize(auth, 'read');
  const rows = await queryStatement<Record<string, unknown> & { group_ids: string[] }>(
    context.database,
    sql`select ${pages}.*,
        array(select m.group_id from ${pageGroupMembers} m where m.page_id = ${pages.id}) as group_ids
      from ${pages}
      where ${and(eq(pages.accountId, auth.user.accountId), pageScopeCondition(auth, pages.id))}
      order by ${pages.kind}, ${pages.name}`,
  );
  const now = context.now();
  return rows.map((row) => toPublicPage(rowOf(pages, row), row.group_ids, now));
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
