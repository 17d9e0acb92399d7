import type { User } from '@pagewise/shared/users';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { users } from './schema.ts';
import { toPublicUserOf } from './to-public-user.ts';

/** One user of the caller's account; a user of another account does not exist for the caller. */

export async function getUser(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  userId: string,
): Promise<User> {
  if (!isUuid(userId)) throw new AppError('user_not_found', { message: 'User not found' });
  const [row] = await context.database.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, auth.user.accountId)))
    .limit(1);
  if (!row) throw new AppError('user_not_found', { message: 'User not found' });
  return toPublicUserOf(context.database.db, row);
}
