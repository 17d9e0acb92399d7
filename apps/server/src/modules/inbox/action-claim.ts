import type { InboxNetworkActionKind } from '@pagewise/shared/inbox';
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { type PageRow, pages } from '../pages/schema.ts';
import { queryRows } from '../publishing/rows.ts';
import { actionLeaseSeconds } from './action-settings.ts';
import { type InboxItemRow, inboxItems } from './schema.ts';

/** An inbox action held by this worker: `claimedAt` is its claim, which its outcome must match. */
export type ClaimedAction = {
  id: string;
  itemId: string;
  pageId: string;
  kind: InboxNetworkActionKind;
  text: string | null;
  idempotencyKey: string;
  attempts: number;
  claimedAt: Date;
  createdAt: Date;
};

type ActionColumns = {
  id: string;
  item_id: string;
  page_id: string;
  kind: InboxNetworkActionKind;
  text: string | null;
  idempotency_key: string;
  attempts: number;
  claimed_at: string | Date;
  created_at: string | Date;
};

const toClaimed = (row: ActionColumns): ClaimedAction => ({
  id: row.id,
  itemId: row.item_id,
  pageId: row.page_id,
  kind: row.kind,
  text: row.text,
  idempotencyKey: row.idempotency_key,
  attempts: Number(row.attempts),
  claimedAt: new Date(row.claimed_at),
  createdAt: new Date(row.created_at),
});

const returning = sql.raw(
  'returning a.id, a.item_id, a.page_id, a.kind, a.text, a.idempotency_key, a.attempts, a.claimed_at, a.created_at',
);

/**
 * Takes up to `limit` due actions for this worker, committed before any network call: each moves
 * to `sending` with its attempt counted and a lease. Rows another worker is claiming are skipped,
 * so two workers never send the same action.
 */
export async function claimDueActions(
  context: Pick<AppContext, 'database' | 'now'>,
  limit: number,
): Promise<ClaimedAction[]> {
  const at = context.now().toISOString();
  const rows = await queryRows<ActionColumns>(
    context.database.db,
    sql`update inbox_actions a set state = 'sending', attempts = a.attempts + 1, claimed_at = ${at}::timestamptz,
        lease_until = ${at}::timestamptz + make_interval(secs => ${actionLeaseSeconds})
      where a.id = any(array(
        select id from inbox_actions
        where state = 'pending' and next_attempt_at <= greatest(${at}::timestamptz, now())
        order by next_attempt_at limit ${limit}
        for update skip locked
      ))
      ${returning}`,
  );
  return rows.map(toClaimed);
}

/**
 * Actions whose outcome is unknown: left `sending` by a worker that died (its lease ran out), or
 * `uncertain` after a lost answer and due for their read-back. Each is held again (a new claim,
 * state `uncertain`) for the one worker that reads it back; the attempt is not counted again.
 */
export async function claimLostActions(
  context: Pick<AppContext, 'database' | 'now'>,
  limit: number,
): Promise<ClaimedAction[]> {
  const at = context.now().toISOString();
  const rows = await queryRows<ActionColumns>(
    context.database.db,
    sql`update inbox_actions a set state = 'uncertain', claimed_at = ${at}::timestamptz,
        lease_until = ${at}::timestamptz + make_interval(secs => ${actionLeaseSeconds})
      where a.id = any(array(
        select id from inbox_actions
        where state in ('sending', 'uncertain') and lease_until < ${at}::timestamptz
        order by lease_until limit ${limit}
        for update skip locked
      ))
      ${returning}`,
  );
  return rows.map(toClaimed);
}

/** Keeps holding actions whose network calls are still out. */
export async function renewActionLeases(
  context: Pick<AppContext, 'database' | 'now'>,
  claimed: ClaimedAction[],
) {
  if (claimed.length === 0) return;
  const at = context.now().toISOString();
  const records = JSON.stringify(
    claimed.map((action) => ({ id: action.id, claimed_at: action.claimedAt.toISOString() })),
  );
  await context.database.db.execute(
    sql`update inbox_actions a set lease_until = ${at}::timestamptz + make_interval(secs => ${actionLeaseSeconds})
      from json_to_recordset(${records}::json) as c (id uuid, claimed_at timestamptz)
      where a.id = c.id and a.claimed_at = c.claimed_at and a.state in ('sending', 'uncertain')`,
  );
}

/** The items and pages the claimed actions act on, each read once. */
export async function loadActionTargets(
  context: Pick<AppContext, 'database'>,
  claimed: ClaimedAction[],
): Promise<{ items: Map<string, InboxItemRow>; pages: Map<string, PageRow> }> {
  const db = context.database.db;
  const itemIds = [...new Set(claimed.map((action) => action.itemId))];
  const pageIds = [...new Set(claimed.map((action) => action.pageId))];
  const [itemRows, pageRows] = await Promise.all([
    itemIds.length ? db.select().from(inboxItems).where(inArray(inboxItems.id, itemIds)) : [],
    pageIds.length ? db.select().from(pages).where(inArray(pages.id, pageIds)) : [],
  ]);
  return {
    items: new Map(itemRows.map((row) => [row.id, row])),
    pages: new Map(pageRows.map((row) => [row.id, row])),
  };
}
