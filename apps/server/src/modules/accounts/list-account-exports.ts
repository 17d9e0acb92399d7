import type { AccountExport } from '@pagewise/shared/users';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { expireAccountExports } from './expire-account-exports.ts';
import { accountExports } from './export-schema.ts';
import { toPublicExport } from './to-public-export.ts';

/** The account's latest exports, newest first: the settings screen shows the last few. */
export async function listAccountExports(
  context: Pick<AppContext, 'database' | 'storage' | 'now'>,
  auth: Auth,
): Promise<AccountExport[]> {
  authorize(auth, 'export');
  await expireAccountExports(context, auth.user.accountId);
  const rows = await context.database.db
    .select()
    .from(accountExports)
    .where(eq(accountExports.accountId, auth.user.accountId))
    .orderBy(desc(accountExports.createdAt), desc(accountExports.id))
    .limit(10);
  return rows.map(toPublicExport);
}
