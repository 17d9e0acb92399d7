import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { posts } from './schema.ts';

/** A post of the caller's account; any other post, or a malformed id, is simply not found. */
export async function findPost(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  postId: string,
  db?: Database,
) {
  if (!isUuid(postId)) throw new AppError('not_found', { message: 'Post not found' });
  const [row] = await (db ?? context.database.db)
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.accountId, auth.user.accountId)))
    .limit(1);
  if (!row) throw new AppError('not_found', { message: 'Post not found' });
  return row;
}
