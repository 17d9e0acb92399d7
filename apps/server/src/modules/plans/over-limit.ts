import { planIds, plans } from '@pagewise/shared/plans';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import type { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { accounts } from '../accounts/schema.ts';
import { queryRows } from '../publishing/rows.ts';
import { type AccountPlan, findAccountPlan, planInForceSql } from './account-plan.ts';
import { planLimitError } from './assert-plan.ts';

/** What a downgrade may leave beyond the plan's number. Users are counted when added, never frozen. */
export type Frozen = 'pages' | 'sources' | 'bots';

/**
 * THE OVER-LIMIT RULE (README "Plans"). A plan that allows fewer pages, sources or bots than the
 * account holds (after a downgrade, or when the trial ends) deletes nothing. The account's items
 * are ranked by creation (`created_at`, then `id`): the first ones, up to the plan's number, work as
 * before; the newer ones beyond it are kept and read-only: shown, read, reported and deletable, but
 * they cannot be edited, receive new posts (by hand or by a bot) or run (a bot, a source's reads),
 * refused with `plan_limit`. Deleting an older item, or a bigger plan, brings the next one back
 * within the plan at once: nothing is stored about it, the rank says it each time.
 */
export async function overLimitIds(
  db: Database,
  accountId: string,
  frozen: Frozen,
  ids: readonly string[],
  account?: AccountPlan,
): Promise<string[]> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return [];
  const known = account?.inForce.limits[frozen];
  if (known === null) return [];
  // The plan's number: known already, or read in the same statement (a bot's run or a source's
  // read asks it each time: one statement, whatever the plan).
  const max =
    known ??
    sql`(case ${planInForceSql} ${sql.join(
      planIds.map((id) => sql`when ${id} then ${plans[id].limits[frozen]}::int`),
      sql` `,
    )} end)`;
  // The table's name is one of three constants; each has an index on (account_id[, created_at]).
  const table = sql.raw(frozen);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select me.id from ${table} me join ${accounts} on ${accounts.id} = me.account_id
        where me.account_id = ${accountId}
          and me.id in (${sql.join(
            wanted.map((id) => sql`${id}`),
            sql`, `,
          )})
          and (select count(*) from ${table} older
               where older.account_id = me.account_id
                 and (older.created_at, older.id) < (me.created_at, me.id)) >= ${max}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Why items are out of the account's plan (the refusal of the first kind that has one), or null:
 * a bot's run checks its bot and its page, for instance.
 */
export async function overLimitRefusal(
  db: Database,
  accountId: string,
  items: Partial<Record<Frozen, readonly string[]>>,
  known?: AccountPlan,
): Promise<AppError | null> {
  for (const [frozen, ids] of Object.entries(items) as [Frozen, readonly string[]][]) {
    const over = await overLimitIds(db, accountId, frozen, ids, known);
    if (over.length === 0) continue;
    const account = known ?? (await findAccountPlan(db, accountId));
    const max = account.inForce.limits[frozen];
    if (max !== null) return planLimitError(account.inForce.id, { limit: frozen, max }, { overLimit: over });
  }
  return null;
}

/** Refuses an edit of, or a post on, items the account's plan leaves over its number (above). */
export async function assertWithinPlan(
  db: Database,
  accountId: string,
  frozen: Frozen,
  ids: readonly string[],
  known?: AccountPlan,
): Promise<void> {
  const refusal = await overLimitRefusal(db, accountId, { [frozen]: ids }, known);
  if (refusal) throw refusal;
}
