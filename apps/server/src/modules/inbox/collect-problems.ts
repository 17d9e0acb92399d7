import type { InboxCollectionProblem } from '@pagewise/shared/inbox';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { findPage } from '../pages/find-page.ts';
import { pages } from '../pages/schema.ts';
import { authorize, pageScopeCondition } from '../users/access.ts';
import { inboxCursors } from './schema.ts';

/**
 * The streams whose collection fails (spec §8: shown, never swallowed), of the pages of the
 * caller's account they reach; one page's only with `pageId` (not found unless the caller reaches it).
 */
export async function listCollectionProblems(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  pageId?: string,
): Promise<InboxCollectionProblem[]> {
  if (pageId) await findPage(context, auth, pageId, 'read');
  else authorize(auth, 'read');
  const rows = await context.database.db
    .select({
      pageId: inboxCursors.pageId,
      stream: inboxCursors.stream,
      errorKey: inboxCursors.errorKey,
      since: inboxCursors.failingSince,
    })
    .from(inboxCursors)
    .innerJoin(pages, eq(pages.id, inboxCursors.pageId))
    .where(
      and(
        eq(pages.accountId, auth.user.accountId),
        pageScopeCondition(auth, pages.id),
        pageId ? eq(pages.id, pageId) : undefined,
        isNotNull(inboxCursors.errorKey),
      ),
    )
    .orderBy(asc(inboxCursors.failingSince), asc(inboxCursors.pageId), asc(inboxCursors.stream));
  return rows.map((row) => ({
    pageId: row.pageId,
    stream: row.stream,
    errorKey: row.errorKey ?? 'inbox_read_failed',
    since: (row.since ?? new Date(0)).toISOString(),
  }));
}
