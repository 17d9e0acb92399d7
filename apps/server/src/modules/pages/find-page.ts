import type { Action } from '@pagewise/shared/permissions';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize, reachesPage } from '../users/access.ts';
import { pages } from './schema.ts';

/**
 * A page of the caller's account that the caller reaches, for `action`. Any other page (another
 * account's, one outside the user's page access) or a malformed id is simply not found; only a
 * page the caller may see can answer that their role may not do this (`forbidden`).
 */
export async function findPage(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  pageId: string,
  action: Action,
) {
  if (!isUuid(pageId) || !reachesPage(auth, pageId))
    throw new AppError('not_found', { message: 'Page not found' });
  const [row] = await context.database.db
    .select()
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.accountId, auth.user.accountId)))
    .limit(1);
  if (!row) throw new AppError('not_found', { message: 'Page not found' });
  authorize(auth, action);
  return row;
}
