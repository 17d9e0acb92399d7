import type { Source } from '@pagewise/shared/sources/source';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertRoomFor } from '../plans/assert-plan.ts';
import { authorize } from '../users/access.ts';
import { readSourceNow } from './read-source-now.ts';
import { sources } from './schema.ts';
import { type SourceFields, sourceColumns } from './source-fields.ts';
import { toPublicSource } from './to-public-source.ts';

/** Adds a custom source to the caller's account; a worker reads it at once. */
export async function createSource(
  context: Pick<AppContext, 'database' | 'queue' | 'now'>,
  auth: Auth,
  input: SourceFields,
): Promise<Source> {
  authorize(auth, 'create');
  const db = context.database.db;
  const columns = await sourceColumns(db, auth, input);
  const now = context.now();
  const row = await db.transaction(async (tx) => {
    // The plan's number of sources, counted under its lock.
    await assertRoomFor(tx, auth.user.accountId, 'sources', 1);
    const [inserted] = await tx
      .insert(sources)
      .values({
        ...columns,
        accountId: auth.user.accountId,
        nextFetchAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('source insert returned nothing');
  await readSourceNow(context, row.id);
  return toPublicSource(row, { itemCount: 0, botCount: 0 });
}
