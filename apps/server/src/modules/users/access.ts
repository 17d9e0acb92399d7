import { type Action, can, mayBeLimitedToPages } from '@pagewise/shared/permissions';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { userPages } from './access-schema.ts';
import type { UserRow } from './schema.ts';

/** The pages a caller reaches: all of the account's, or only the listed ones. */
export type PageScope = { allPages: true } | { allPages: false; pageIds: ReadonlySet<string> };

/** Read once per request, with the session: administrators and unlimited users cost no query. */
export async function loadPageScope(db: Database, user: UserRow): Promise<PageScope> {
  if (user.allPages || !mayBeLimitedToPages(user.role)) return { allPages: true };
  const rows = await db
    .select({ pageId: userPages.pageId })
    .from(userPages)
    .where(eq(userPages.userId, user.id));
  return { allPages: false, pageIds: new Set(rows.map((row) => row.pageId)) };
}

/**
 * The one check of the permission matrix on the server. Services call it after they found the
 * item within the caller's account (so another account's item stays a 404, never a 403).
 */
export function authorize(auth: Auth, action: Action): void {
  if (!can(auth.user.role, action)) {
    throw new AppError('forbidden', {
      message: `The role ${auth.user.role} may not ${action.replace('_', ' ')}`,
      details: { action, role: auth.user.role },
    });
  }
}

/** A condition on a page id column limiting a query to the caller's pages; undefined when all. */
export function pageScopeCondition(auth: Auth, column: AnyPgColumn): SQL | undefined {
  if (auth.pages.allPages) return undefined;
  if (auth.pages.pageIds.size === 0) return sql`false`;
  return inArray(column, [...auth.pages.pageIds]);
}

export function reachesPage(auth: Auth, pageId: string): boolean {
  return auth.pages.allPages || auth.pages.pageIds.has(pageId);
}
