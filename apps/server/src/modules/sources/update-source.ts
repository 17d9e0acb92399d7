import type { Source } from '@pagewise/shared/sources/source';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertWithinPlan } from '../plans/over-limit.ts';
import { authorize } from '../users/access.ts';
import { findSource } from './find-source.ts';
import { readSourceNow } from './read-source-now.ts';
import { sources } from './schema.ts';
import { type SourceFields, sourceColumns } from './source-fields.ts';
import { toPublicSource } from './to-public-source.ts';

/**
 * Changes a custom source. A new address is a new feed: its validators are forgotten, a source
 * in error is given another chance, and a worker reads it at once.
 */
export async function updateSource(
  context: Pick<AppContext, 'database' | 'queue' | 'now'>,
  auth: Auth,
  sourceId: string,
  input: SourceFields,
): Promise<Source> {
  const db = context.database.db;
  const found = await findSource(db, auth, sourceId);
  authorize(auth, 'edit');
  // A source its account's plan leaves over its number is read-only (plans/over-limit.ts).
  await assertWithinPlan(db, auth.user.accountId, 'sources', [found.row.id]);
  const columns = await sourceColumns(db, auth, input);
  const now = context.now();
  const moved = columns.feedUrl !== found.row.feedUrl || columns.pageId !== found.row.pageId;
  const [row] = await db
    .update(sources)
    .set({
      ...columns,
      updatedAt: now,
      ...(moved
        ? {
            status: 'running' as const,
            errorKey: null,
            errorDetail: null,
            etag: null,
            lastModified: null,
            failures: 0,
            nextFetchAt: now,
          }
        : {}),
    })
    .where(eq(sources.id, found.row.id))
    .returning();
  // Deleted by another request since it was found.
  if (!row) throw new AppError('not_found', { message: 'Source not found' });
  if (moved) await readSourceNow(context, row.id);
  return toPublicSource(row, found);
}
