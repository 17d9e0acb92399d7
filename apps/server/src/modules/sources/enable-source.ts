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
import { toPublicSource } from './to-public-source.ts';

/** Spec §4: a disabled source runs again only when the user re-enables it; it is read at once. */
export async function enableSource(
  context: Pick<AppContext, 'database' | 'queue' | 'now'>,
  auth: Auth,
  sourceId: string,
): Promise<Source> {
  const db = context.database.db;
  const found = await findSource(db, auth, sourceId);
  authorize(auth, 'edit');
  // A source its account's plan leaves over its number is read-only (plans/over-limit.ts).
  await assertWithinPlan(db, auth.user.accountId, 'sources', [found.row.id]);
  const now = context.now();
  const [row] = await db
    .update(sources)
    .set({
      status: 'running',
      errorKey: null,
      errorDetail: null,
      failures: 0,
      nextFetchAt: now,
      updatedAt: now,
    })
    .where(eq(sources.id, found.row.id))
    .returning();
  // Deleted by another request since it was found.
  if (!row) throw new AppError('not_found', { message: 'Source not found' });
  await readSourceNow(context, row.id);
  return toPublicSource(row, found);
}
