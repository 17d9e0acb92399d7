import type { ReportQuery } from '@pagewise/shared/reports';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { type PageRow, pageGroupMembers, pageGroups, pages } from '../pages/schema.ts';
import { authorize, pageScopeCondition } from '../users/access.ts';

/**
 * The pages a report adds up: one page, a group's pages, or every page of the account, each time
 * only those the caller reaches. A page or group of another account (or out of reach) is not found.
 */
export async function reportPages(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  query: Pick<ReportQuery, 'pageId' | 'groupId'>,
): Promise<PageRow[]> {
  const db = context.database.db;
  const notFound = () => new AppError('not_found', { message: 'Page or group not found' });
  if ((query.pageId && !isUuid(query.pageId)) || (query.groupId && !isUuid(query.groupId))) throw notFound();
  if (query.groupId) {
    const [group] = await db
      .select({ id: pageGroups.id })
      .from(pageGroups)
      .where(and(eq(pageGroups.id, query.groupId), eq(pageGroups.accountId, auth.user.accountId)));
    if (!group) throw notFound();
  }
  const members = query.groupId
    ? db
        .select({ pageId: pageGroupMembers.pageId })
        .from(pageGroupMembers)
        .where(eq(pageGroupMembers.groupId, query.groupId))
    : undefined;
  const rows = await db
    .select()
    .from(pages)
    .where(
      and(
        eq(pages.accountId, auth.user.accountId),
        query.pageId ? eq(pages.id, query.pageId) : undefined,
        members ? inArray(pages.id, members) : undefined,
        pageScopeCondition(auth, pages.id),
      ),
    )
    .orderBy(asc(pages.name));
  if ((query.pageId || query.groupId) && rows.length === 0) throw notFound();
  authorize(auth, 'read');
  return rows;
}
