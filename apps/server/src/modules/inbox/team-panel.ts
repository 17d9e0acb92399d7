import type { InboxTeamRow } from '@pagewise/shared/inbox';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { queryRows } from '../publishing/rows.ts';
import { authorize } from '../users/access.ts';

/**
 * The team panel: per member of the account, over [from, to), the items they marked treated, the
 * replies they sent (done), and the median time from an item's arrival to their first reply to it.
 * Only items of pages the caller reaches count.
 */
export async function teamPanel(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  range: { from: string; to: string },
): Promise<InboxTeamRow[]> {
  authorize(auth, 'moderate');
  const scope = auth.pages.allPages
    ? sql`true`
    : auth.pages.pageIds.size === 0
      ? sql`false`
      : sql`i.page_id = any(${sql.param([...auth.pages.pageIds])}::uuid[])`;
  const from = sql`${range.from}::timestamptz`;
  const to = sql`${range.to}::timestamptz`;
  const rows = await queryRows<{
    id: string;
    firstname: string;
    lastname: string;
    treated: number | string;
    replies: number | string;
    median_ms: number | string | null;
  }>(
    context.database.db,
    sql`select u.id, u.firstname, u.lastname,
        (select count(*) from inbox_items i
          where i.treated_by = u.id and i.treated_at >= ${from} and i.treated_at < ${to} and ${scope}) as treated,
        (select count(*) from inbox_actions a join inbox_items i on i.id = a.item_id
          where a.requested_by = u.id and a.kind = 'reply' and a.state = 'done'
            and a.finished_at >= ${from} and a.finished_at < ${to} and ${scope}) as replies,
        (select percentile_cont(0.5) within group (
            order by extract(epoch from (i.first_reply_at - i.received_at)) * 1000)
          from inbox_items i
          where i.first_reply_by = u.id and i.first_reply_at >= ${from} and i.first_reply_at < ${to} and ${scope}) as median_ms
      from users u where u.account_id = ${auth.user.accountId}
      order by u.firstname, u.lastname, u.id`,
  );
  return rows.map((row) => ({
    userId: row.id,
    name: `${row.firstname} ${row.lastname}`.trim(),
    treated: Number(row.treated),
    replies: Number(row.replies),
    medianFirstReplyMs: row.median_ms === null ? null : Math.round(Number(row.median_ms)),
  }));
}
