import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { type SourceRow, sources } from './schema.ts';

/**
 * The counts shown with a source: its items, and the bots that read it: those that picked it, and
 * the account's custom-source bots in auto mode, which read every custom source.
 */
export const sourceCounts = {
  itemCount: sql<number>`(select count(*)::int from source_items where source_items.source_id = sources.id)`,
  botCount: sql<number>`(select count(*)::int from bots where bots.account_id = sources.account_id
    and ((bots.type = 'custom' and bots.auto_sources)
      or exists (select 1 from bot_sources where bot_sources.bot_id = bots.id and bot_sources.source_id = sources.id)))`,
};

/** The caller's account's custom sources; catalogue sources (no account) are never among them. */
export const ownSources = (auth: Auth, ...more: (SQL | undefined)[]) =>
  and(eq(sources.accountId, auth.user.accountId), ...more);

/** A custom source of the caller's account with its counts; anything else is a 404. */
export async function findSource(
  db: Database,
  auth: Auth,
  sourceId: string,
): Promise<{ row: SourceRow; itemCount: number; botCount: number }> {
  if (!isUuid(sourceId)) throw new AppError('not_found', { message: 'Source not found' });
  const [found] = await db
    .select({ row: sources, ...sourceCounts })
    .from(sources)
    .where(ownSources(auth, eq(sources.id, sourceId)))
    .limit(1);
  if (!found) throw new AppError('not_found', { message: 'Source not found' });
  return found;
}
