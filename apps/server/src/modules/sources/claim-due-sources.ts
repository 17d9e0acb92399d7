import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { type SourceRow, sources } from './schema.ts';

/** How long a claimed source stays away from other workers: far beyond one read's 20 s time-out. */
export const claimLeaseMinutes = 10;

/**
 * Takes up to `limit` due sources (running, next read time passed) for this worker in one
 * statement: their next read time moves past the lease, so another worker, or the next sweep,
 * skips them; a worker that dies leaves them due again once the lease ends. `ids` narrows the
 * claim to some sources (a source read at once after it was created or re-enabled).
 */
export async function claimDueSources(
  context: Pick<AppContext, 'database' | 'now'>,
  options: { limit: number; ids?: string[] },
): Promise<SourceRow[]> {
  const db = context.database.db;
  const now = context.now();
  const due = db
    .select({ id: sources.id })
    .from(sources)
    .where(
      and(
        eq(sources.status, 'running'),
        or(isNull(sources.nextFetchAt), lte(sources.nextFetchAt, now)),
        options.ids ? inArray(sources.id, options.ids) : undefined,
      ),
    )
    .orderBy(asc(sources.nextFetchAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(sources)
    .set({ nextFetchAt: new Date(now.getTime() + claimLeaseMinutes * 60_000) })
    .where(inArray(sources.id, due))
    .returning();
}
