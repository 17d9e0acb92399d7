import type { CatalogueSource } from '@pagewise/shared/sources/catalogue-types';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { sources } from './schema.ts';

/**
 * A `sources` row for each suggested source a bot uses, shared by every account (no account id,
 * its catalogue key): the poller reads it once for all the bots that use it. A row that exists
 * stays as it is (its fetch state, its errors). Returns the row id of each catalogue key.
 */
export async function ensureCatalogueSources(
  db: Database,
  catalogue: readonly CatalogueSource[],
  now: Date,
): Promise<Map<string, string>> {
  if (catalogue.length === 0) return new Map();
  const unique = [...new Map(catalogue.map((source) => [source.key, source])).values()];
  await db
    .insert(sources)
    .values(
      unique.map((source) => ({
        accountId: null,
        catalogueKey: source.key,
        name: source.name,
        type: 'rss' as const,
        url: source.siteUrl,
        feedUrl: source.feedUrl,
        nextFetchAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: sources.catalogueKey });
  const rows = await db
    .select({ id: sources.id, key: sources.catalogueKey })
    .from(sources)
    .where(
      inArray(
        sources.catalogueKey,
        unique.map((source) => source.key),
      ),
    );
  return new Map(rows.flatMap((row) => (row.key ? [[row.key, row.id] as const] : [])));
}
