import type { User } from '@pagewise/shared/users';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from './access.ts';
import { users } from './schema.ts';
import { toPublicUsers } from './to-public-user.ts';

/** The users of the caller's own account, and no one else's, with their page access and notifications. */
export async function listUsers(context: Pick<AppContext, 'database'>, auth: Auth): Promise<User[]> {
  authorize(auth, 'manage_users');
  const rows = await context.database.db
    .select()
    .from(users)
    .where(eq(users.accountId, auth.user.accountId))
    .orderBy(asc(users.createdAt), asc(users.email));
  return toPublicUsers(context.database.db, rows);
}
