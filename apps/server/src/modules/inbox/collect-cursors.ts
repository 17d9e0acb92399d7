import { supports } from '@pagewise/networks/adapter';
import type { InboxStream } from '@pagewise/shared/inbox';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';

/** Pages whose inbox is read: those whose token works (the others wait for their reconnection). */
const readableStatuses = sql`('running', 'near_expiration')`;

/**
 * The least time between two reads of one stream on a network, whatever the setting says: the
 * documented quotas of reading endpoints (X: 10 mention reads per 15 minutes on its basic tier;
 * Google Business: 300 queries a minute per project, shared by every location; LinkedIn: daily
 * quotas per member). Pushing networks (Meta, Threads) are read at once on their webhooks, so
 * polling them is the safety net only (Meta's Page API allows 4,800 calls a day per engaged user).
 */
const floorSeconds: Partial<Record<NetworkKind, number>> = {
  twitter: 90,
  google_business: 120,
  linkedin: 120,
  youtube: 120,
  bluesky: 60,
  facebook_page: 300,
  instagram: 300,
  threads: 300,
};

export type ClaimedCursor = {
  pageId: string;
  stream: InboxStream;
  cursor: string | null;
  errorKey: string | null;
  failingSince: Date | null;
};

/**
 * Makes sure every page whose network reads an inbox has a cursor per stream (a new page is read
 * from its first sweep). One statement per sweep; the pages' kinds say which streams.
 */
export async function ensureCursors(context: Pick<AppContext, 'database' | 'networks'>, pageIds?: string[]) {
  const db = context.database.db;
  const kinds = (
    (await db.execute(sql`select distinct kind from pages`)) as unknown as { rows: { kind: NetworkKind }[] }
  ).rows.map((row) => row.kind);
  const pairs: { kind: string; stream: string }[] = [];
  for (const kind of kinds) {
    const adapter = await context.networks.adapter(kind).catch(() => null);
    if (!adapter || !supports(adapter, 'readInbox')) continue;
    for (const stream of adapter.inboxStreams ?? []) pairs.push({ kind, stream });
  }
  if (pairs.length === 0) return;
  await db.execute(sql`
    insert into inbox_cursors (page_id, stream)
    select p.id, s.stream from pages p
    join (select unnest(${`{${pairs.map((pair) => pair.kind).join(',')}}`}::text[]) as kind,
                 unnest(${`{${pairs.map((pair) => pair.stream).join(',')}}`}::text[]) as stream) s
      on s.kind = p.kind
    where p.status in ${readableStatuses}
      ${pageIds ? sql`and p.id = any(${`{${pageIds.join(',')}}`}::uuid[])` : sql``}
    on conflict do nothing`);
}

/**
 * Takes up to `limit` due cursors for this worker in one statement: read longer ago than the poll
 * interval (the network's floor if higher), past any rate-limit wait, of a page whose token works.
 * `read_at` moves to now, so another worker or the next round skips them; a worker that dies leaves
 * them due again one interval later. `now` (a webhook's push) reads the given streams at once,
 * rate-limit waits still honoured.
 */
export async function claimDueCursors(
  context: Pick<AppContext, 'database' | 'now' | 'config'>,
  options: { limit: number; pageId?: string; streams?: InboxStream[] },
): Promise<ClaimedCursor[]> {
  const now = context.now().toISOString();
  const poll = context.config.inboxPollSeconds;
  const interval = sql.raw(
    `greatest(${poll}, case p.kind ${Object.entries(floorSeconds)
      .map(([kind, seconds]) => `when '${kind}' then ${seconds}`)
      .join(' ')} else 0 end)`,
  );
  const due = options.pageId
    ? sql`c.page_id = ${options.pageId}::uuid and c.stream = any(${`{${(options.streams ?? []).join(',')}}`}::text[])`
    : sql`(c.read_at is null or c.read_at <= ${now}::timestamptz - ${interval} * interval '1 second')`;
  const result = await context.database.db.execute(sql`
    update inbox_cursors t set read_at = ${now}::timestamptz
    from (
      select c.page_id, c.stream from inbox_cursors c join pages p on p.id = c.page_id
      where ${due}
        and (c.not_before is null or c.not_before <= ${now}::timestamptz)
        and p.status in ${readableStatuses}
      order by c.read_at nulls first
      limit ${options.limit}
      for update of c skip locked
    ) d
    where t.page_id = d.page_id and t.stream = d.stream
    returning t.page_id, t.stream, t.cursor, t.error_key, t.failing_since`);
  const rows = (
    result as unknown as {
      rows: {
        page_id: string;
        stream: InboxStream;
        cursor: string | null;
        error_key: string | null;
        failing_since: string | Date | null;
      }[];
    }
  ).rows;
  return rows.map((row) => ({
    pageId: row.page_id,
    stream: row.stream,
    cursor: row.cursor,
    errorKey: row.error_key,
    failingSince: row.failing_since ? new Date(row.failing_since) : null,
  }));
}
