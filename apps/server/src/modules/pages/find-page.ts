import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { pages } from './schema.ts';

/** A page of the caller's account; any other page, or a malformed id, is simply not found. */
export async function findPage(context: Pick<AppContext, 'database'>, auth: Auth, pageId: string) {
  if (!isUuid(pageId)) throw new AppError('not_found', { message: 'Page not found' });
  const [row] = await context.database.db
    .select()
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.accountId, auth.user.accountId)))
    .limit(1);
  if (!row) throw new AppError('not_found', { message: 'Page not found' });
  return row;
}
