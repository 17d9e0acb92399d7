import type { Me, NotificationSettings } from '@pagewise/shared/users';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { forgetCachedSessions } from '../auth/session-cache.ts';
import type { Auth } from '../auth/sessions.ts';
import { getMe } from './get-me.ts';
import { notificationColumns } from './notification-columns.ts';
import { users } from './schema.ts';

/** Notifications settings: each user chooses which e-mails they receive (spec §6), whatever their role. */
export async function updateNotifications(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  settings: NotificationSettings,
): Promise<Me> {
  const [row] = await context.database.db
    .update(users)
    .set({ ...notificationColumns(settings), updatedAt: context.now() })
    .where(eq(users.id, auth.user.id))
    .returning();
  forgetCachedSessions();
  if (!row) throw new Error('user vanished while being updated');
  return getMe(context, { user: row, session: auth.session });
}
