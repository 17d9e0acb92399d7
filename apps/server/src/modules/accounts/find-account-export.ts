import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { expireAccountExports } from './expire-account-exports.ts';
import { type AccountExportRow, accountExports } from './export-schema.ts';

const notFound = () => new AppError('not_found', { message: 'Export not found' });

/** An export of the caller's account (another account's does not exist for them), if they may export. */
export async function findAccountExport(
  context: Pick<AppContext, 'database' | 'storage' | 'now'>,
  auth: Auth,
  exportId: string,
): Promise<AccountExportRow> {
  if (!isUuid(exportId)) throw notFound();
  await expireAccountExports(context, auth.user.accountId);
  const [row] = await context.database.db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, exportId), eq(accountExports.accountId, auth.user.accountId)))
    .limit(1);
  if (!row) throw notFound();
  authorize(auth, 'export');
  return row;
}
