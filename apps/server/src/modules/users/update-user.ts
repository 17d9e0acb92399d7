import type { UpdateUserRequest, User } from '@pagewise/shared/users';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { forgetCachedSessions } from '../auth/session-cache.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from './access.ts';
import { findAccountUser } from './find-account-user.ts';
import { keepAnAdministrator } from './keep-an-administrator.ts';
import { notificationColumns } from './notification-columns.ts';
import { checkPageAccess, writePageAccess } from './page-access.ts';
import { users } from './schema.ts';
import { toPublicUserOf } from './to-public-user.ts';

/** Manage users → edit a team member: role, page access, notifications, name; what is absent stays. */
export async function updateUser(
  context: AppContext,
  auth: Auth,
  userId: string,
  input: UpdateUserRequest,
): Promise<User> {
  const target = await findAccountUser(context.database.db, auth, userId);
  authorize(auth, 'manage_users');
  const role = input.role ?? target.role;
  // An administrator reaches every page: promoting one drops the list of pages they were limited to.
  const access =
    input.access || role === 'administrator'
      ? await checkPageAccess(context, auth, role, input.access ?? { allPages: true, pageIds: [] })
      : undefined;
  const now = context.now();
  const row = await context.database.db.transaction(async (tx) => {
    if (role !== 'administrator') await keepAnAdministrator(tx, target.accountId, target.id);
    const [updated] = await tx
      .update(users)
      .set({
        ...(input.firstname === undefined ? {} : { firstname: input.firstname }),
        ...(input.lastname === undefined ? {} : { lastname: input.lastname }),
        ...(input.role === undefined ? {} : { role: input.role }),
        ...(input.notifications ? notificationColumns(input.notifications) : {}),
        ...(access ? { allPages: access.allPages } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, target.id))
      .returning();
    if (!updated) throw new Error('user vanished while being updated');
    if (access) await writePageAccess(tx, updated.id, access);
    return updated;
  });
  forgetCachedSessions();
  return toPublicUserOf(context.database.db, row);
}
