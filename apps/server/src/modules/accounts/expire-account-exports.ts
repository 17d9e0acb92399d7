import { and, eq, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { accountExports } from './export-schema.ts';

type Context = Pick<AppContext, 'database' | 'storage' | 'now'>;

/**
 * Archives past their lifetime read as `expired` and lose their file and download link. Checked
 * lazily, whenever the account's exports are read or a new one is asked for.
 */
export async function expireAccountExports(context: Context, accountId: string): Promise<void> {
  await retire(
    context,
    and(eq(accountExports.accountId, accountId), lte(accountExports.expiresAt, context.now())),
  );
}

/**
 * A new archive replaces the account's older ones: each is a full copy of every media file, so
 * keeping them all for their whole lifetime would multiply the account's storage.
 */
export async function supersedeAccountExports(
  context: Context,
  newest: { id: string; accountId: string },
): Promise<void> {
  await retire(
    context,
    and(eq(accountExports.accountId, newest.accountId), ne(accountExports.id, newest.id)),
  );
}

async function retire(context: Context, condition: SQL | undefined): Promise<void> {
  const db = context.database.db;
  const due = await db
    .select({ id: accountExports.id, fileKey: accountExports.fileKey })
    .from(accountExports)
    .where(and(eq(accountExports.status, 'ready'), condition));
  if (due.length === 0) return;
  const retired = await db
    .update(accountExports)
    .set({ status: 'expired', fileKey: null, downloadTokenHash: null })
    .where(
      and(
        eq(accountExports.status, 'ready'),
        inArray(
          accountExports.id,
          due.map((row) => row.id),
        ),
      ),
    )
    .returning({ id: accountExports.id });
  // The row goes first: a file left behind by a crash is harmless, a ready export without its file is not.
  for (const row of due) {
    if (row.fileKey && retired.some((item) => item.id === row.id)) await context.storage.remove(row.fileKey);
  }
}
