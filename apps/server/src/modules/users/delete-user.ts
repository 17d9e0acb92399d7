import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { forgetCachedSessions } from '../auth/session-cache.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from './access.ts';
import { findAccountUser } from './find-account-user.ts';
import { keepAnAdministrator } from './keep-an-administrator.ts';
import { users } from './schema.ts';

/**
 * Manage users → remove a team member. Their sessions, links and page access go with them; what
 * they wrote stays in the account, no longer signed.
 */
export async function deleteUser(
  context: Pick<AppContext, 'database' | 'storage'>,
  auth: Auth,
  userId: string,
): Promise<void> {
  const target = await findAccountUser(context.database.db, auth, userId);
  authorize(auth, 'manage_users');
  const [deleted] = await context.database.db.transaction(async (tx) => {
    await keepAnAdministrator(tx, target.accountId, target.id);
    return tx.delete(users).where(eq(users.id, target.id)).returning({ pictureKey: users.pictureKey });
  });
  forgetCachedSessions();
  if (deleted?.pictureKey) await context.storage.remove(deleted.pictureKey);
}
