import { and, asc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/database.ts';
import { isUuid } from '../../platform/ids.ts';
import { type SourceItemRow, sourceItems, sources } from './schema.ts';

/**
 * The sources domain's answers to the bot engine: which sources an account has, and the items the
 * poller stored. Nothing here fetches; bots read only what the poller put in `source_items`.
 */

/** The account's custom sources among `ids` (all of them when `ids` is absent), with their status. */
export async function customSourcesOf(
  db: Database,
  accountId: string,
  ids?: readonly string[],
): Promise<{ id: string; status: string }[]> {
  const wanted = ids?.filter(isUuid);
  if (wanted && wanted.length === 0) return [];
  return db
    .select({ id: sources.id, status: sources.status })
    .from(sources)
    .where(
      and(
        eq(sources.accountId, accountId),
        isNull(sources.catalogueKey),
        wanted ? inArray(sources.id, wanted) : undefined,
      ),
    )
    .orderBy(asc(sources.createdAt));
}

/** How many custom sources each of these accounts has (an account without any is left out). */
export async function customSourceCounts(
  db: Database,
  accountIds: readonly string[],
): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: sources.accountId, count: sql<number>`count(*)::int` })
    .from(sources)
    .where(and(inArray(sources.accountId, [...new Set(accountIds)]), isNull(sources.catalogueKey)))
    .groupBy(sources.accountId);
  return new Map(rows.flatMap((row) => (row.accountId ? [[row.accountId, Number(row.count)] as const] : [])));
}

/** Whether the account has at least one custom source (spec §5: a custom bot needs some). */
export async function hasCustomSources(db: Database, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sources.id })
    .from(sources)
    .where(and(eq(sources.accountId, accountId), isNull(sources.catalogueKey)))
    .limit(1);
  return row !== undefined;
}

/** The catalogue key of each suggested source row among `ids` (to show a bot's suggested sources). */
export async function catalogueKeysOf(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sources.id, key: sources.catalogueKey })
    .from(sources)
    .where(and(inArray(sources.id, [...ids]), isNotNull(sources.catalogueKey)));
  return new Map(rows.flatMap((row) => (row.key ? [[row.id, row.key] as const] : [])));
}

export type ReadItemsInput = {
  sourceIds: readonly string[];
  /** Only items the poller stored after this time. */
  since: Date;
  /** How far back a source reaches: its newest `perSource` items at most (a new bot does not flood its page). */
  perSource: number;
  /**
   * The caller's condition on the item id column excluding what it already handled (the bots
   * domain keeps that record in its own table).
   */
  notHandled: (itemId: AnyPgColumn) => SQL;
  limit: number;
};

/**
 * The items of these sources waiting for the caller, oldest first: among each source's newest
 * `perSource` items stored since `since`, those `notHandled` keeps. Older items than a source's
 * newest `perSource` are never reached, so a feed that delivers fifty items at once gives a bot
 * its latest few, not a backlog.
 */
export async function readNewItems(db: Database, input: ReadItemsInput): Promise<SourceItemRow[]> {
  if (input.sourceIds.length === 0 || input.limit <= 0) return [];
  const publishedOrFetched = sql`coalesce(${sourceItems.publishedAt}, ${sourceItems.fetchedAt})`;
  const ranked = db
    .select({
      id: sourceItems.id,
      rank: sql<number>`row_number() over (partition by ${sourceItems.sourceId} order by ${publishedOrFetched} desc, ${sourceItems.id} desc)`.as(
        'rank',
      ),
    })
    .from(sourceItems)
    .where(and(inArray(sourceItems.sourceId, [...input.sourceIds]), gte(sourceItems.fetchedAt, input.since)))
    .as('ranked');
  const rows = await db
    .select({ item: sourceItems })
    .from(sourceItems)
    .innerJoin(ranked, eq(ranked.id, sourceItems.id))
    .where(and(sql`${ranked.rank} <= ${input.perSource}`, input.notHandled(sourceItems.id)))
    .orderBy(asc(publishedOrFetched), asc(sourceItems.id))
    .limit(input.limit);
  return rows.map((row) => row.item);
}
