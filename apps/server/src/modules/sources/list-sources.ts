import type { Source } from '@pagewise/shared/sources/source';
import { desc } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { ownSources, sourceCounts } from './find-source.ts';
import { sources } from './schema.ts';
import { toPublicSource } from './to-public-source.ts';

/** My sources (spec §2 /dash/sources): the account's custom sources, newest first. */
export async function listSources(context: Pick<AppContext, 'database'>, auth: Auth): Promise<Source[]> {
  authorize(auth, 'read');
  const rows = await context.database.db
    .select({ row: sources, ...sourceCounts })
    .from(sources)
    .where(ownSources(auth))
    .orderBy(desc(sources.createdAt));
  return rows.map(({ row, ...counts }) => toPublicSource(row, counts));
}
