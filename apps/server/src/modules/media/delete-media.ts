import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { findMedia } from './find-media.ts';
import { media } from './schema.ts';

/** Deletes a file of the caller's account: its row, then the stored bytes. */
export async function deleteMedia(
  context: Pick<AppContext, 'database' | 'storage'>,
  auth: Auth,
  id: string,
): Promise<void> {
  const row = await findMedia(context, auth, id, 'delete');
  await context.database.db.delete(media).where(eq(media.id, row.id));
  // The row goes first: a file left behind by a crash is harmless, a row without its file is not.
  await context.storage.remove(row.storageKey);
}

/**
 * Deletes a file nothing refers to, which no user asked for (an item's image a bot fetched and
 * then did not post): its row, then the stored bytes.
 */
export async function discardMedia(
  context: Pick<AppContext, 'database' | 'storage'>,
  accountId: string,
  id: string,
): Promise<void> {
  const [row] = await context.database.db
    .delete(media)
    .where(and(eq(media.id, id), eq(media.accountId, accountId)))
    .returning({ storageKey: media.storageKey });
  if (row) await context.storage.remove(row.storageKey);
}
