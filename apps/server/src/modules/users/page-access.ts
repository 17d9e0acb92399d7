import { mayBeLimitedToPages } from '@pagewise/shared/permissions';
import type { Role } from '@pagewise/shared/roles';
import type { PageAccess } from '@pagewise/shared/users';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { listPages } from '../pages/list-pages.ts';
import { userPages } from './access-schema.ts';

export type CheckedPageAccess = { allPages: boolean; pageIds: string[] };

/**
 * The page access a user of this role gets: administrators always reach every page; a limited
 * user may only be given pages of the caller's account (the caller manages users, so sees them all).
 */
export async function checkPageAccess(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  role: Role,
  access: PageAccess,
): Promise<CheckedPageAccess> {
  if (access.allPages || !mayBeLimitedToPages(role)) return { allPages: true, pageIds: [] };
  const pageIds = [...new Set(access.pageIds)];
  const accountPages = new Set((await listPages(context, auth)).map((page) => page.id));
  if (pageIds.some((pageId) => !accountPages.has(pageId))) {
    throw new AppError('invalid_data', {
      message: 'Some pages are not pages of this account',
      fields: { 'access.pageIds': 'validation.invalid' },
    });
  }
  return { allPages: false, pageIds };
}

/** Replaces the pages a user is limited to (none kept when the user reaches all pages). */
export async function writePageAccess(tx: Database, userId: string, access: CheckedPageAccess) {
  await tx.delete(userPages).where(eq(userPages.userId, userId));
  if (!access.allPages && access.pageIds.length > 0) {
    await tx.insert(userPages).values(access.pageIds.map((pageId) => ({ userId, pageId })));
  }
}
