import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { type UserRow, users } from './schema.ts';

/** A user of the caller's account; a user of another account, or a malformed id, does not exist. */
export async function findAccountUser(db: Database, auth: Auth, userId: string): Promise<UserRow> {
  if (!isUuid(userId)) throw new AppError('user_not_found', { message: 'User not found' });
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, auth.user.accountId)))
    .limit(1);
  if (!row) throw new AppError('user_not_found', { message: 'User not found' });
  return row;
}
