import type { SourceItem } from '@pagewise/shared/sources/source';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { findSource } from './find-source.ts';
import { sourceItems } from './schema.ts';
import { toPublicSourceItem } from './to-public-source.ts';

/** The latest items read from a source, for the user to see what it gives. */
export const latestItemsShown = 50;

export async function listSourceItems(
  context: Pick<AppContext, 'database' | 'secrets'>,
  auth: Auth,
  sourceId: string,
): Promise<SourceItem[]> {
  const db = context.database.db;
  const { row } = await findSource(db, auth, sourceId);
  authorize(auth, 'read');
  const items = await db
    .select()
    .from(sourceItems)
    .where(eq(sourceItems.sourceId, row.id))
    .orderBy(desc(sourceItems.fetchedAt), sql`${sourceItems.publishedAt} desc nulls last`)
    .limit(latestItemsShown);
  return items.map((item) => toPublicSourceItem(item, context.secrets));
}
