import type { ColorScheme } from '@pagewise/shared/color-schemes';
import type { Me } from '@pagewise/shared/users';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { forgetCachedSessions } from '../auth/session-cache.ts';
import type { Auth } from '../auth/sessions.ts';
import { getMe } from './get-me.ts';
import { users } from './schema.ts';

/** Header menu → appearance: light, dark or the device's own; kept on the user for every device. */
export async function updateColorScheme(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  colorScheme: ColorScheme,
): Promise<Me> {
  const [row] = await context.database.db
    .update(users)
    .set({ colorScheme, updatedAt: context.now() })
    .where(eq(users.id, auth.user.id))
    .returning();
  forgetCachedSessions();
  if (!row) throw new Error('user vanished while being updated');
  return getMe(context, { user: row, session: auth.session });
}
