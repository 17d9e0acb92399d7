import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { findSource } from './find-source.ts';
import { sources } from './schema.ts';

/** Removes a custom source with its items; the bots that read it lose it (bot_sources cascade). */
export async function deleteSource(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  sourceId: string,
): Promise<void> {
  const db = context.database.db;
  const { row } = await findSource(db, auth, sourceId);
  authorize(auth, 'delete');
  await db.delete(sources).where(eq(sources.id, row.id));
}
