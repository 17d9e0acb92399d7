import type { User } from '@pagewise/shared/users';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from './access.ts';
import { findAccountUser } from './find-account-user.ts';
import { toPublicUserOf } from './to-public-user.ts';

/** One user of the caller's account: anyone reads themselves, reading a team member is managing users. */
export async function getUser(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  userId: string,
): Promise<User> {
  const row = await findAccountUser(context.database.db, auth, userId);
  if (row.id !== auth.user.id) authorize(auth, 'manage_users');
  return toPublicUserOf(context.database.db, row);
}
