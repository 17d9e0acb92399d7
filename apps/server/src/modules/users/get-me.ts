import { permissionMatrix } from '@pagewise/shared/permissions';
import type { Me } from '@pagewise/shared/users';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { accounts } from '../accounts/schema.ts';
import type { Auth } from '../auth/sessions.ts';
import { toPublicUserOf } from './to-public-user.ts';

export async function getMe(
  context: Pick<AppContext, 'database'>,
  auth: Pick<Auth, 'user' | 'session'>,
): Promise<Me> {
  const [account] = await context.database.db
    .select()
    .from(accounts)
    .where(eq(accounts.id, auth.user.accountId))
    .limit(1);
  if (!account) throw new AppError('user_not_found');
  return {
    ...(await toPublicUserOf(context.database.db, auth.user)),
    permissions: [...permissionMatrix[auth.user.role]],
    supervisor: auth.session.kind === 'supervisor',
    colorScheme: auth.user.colorScheme,
    account: {
      id: account.id,
      name: account.name,
      partner: account.partner,
      timeZone: account.timeZone,
      logoUrl: account.logoKey ? `/media/${account.logoKey}` : null,
      brandColor: account.brandColor,
    },
  };
}
