import type { InboxAction, InboxItem } from '@pagewise/shared/inbox';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { pictureUrlOf } from '../pages/page-picture.ts';
import { rowsOf } from './list-rows.ts';
import type { InboxActionRow } from './schema.ts';

/** An instant as the API gives it, from a driver's date or PostgreSQL's text. */
export const isoOf = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : isoOf(value));

/** An action as `actionJson` writes it. */
export type ActionJson = Omit<InboxAction, 'createdAt' | 'finishedAt'> & {
  createdAt: string;
  finishedAt: string | null;
};

/** One action of `inbox_actions a` as JSON, in the contract's words. */
export const actionJson = sql`json_build_object('id', a.id, 'kind', a.kind, 'state', a.state,
  'text', a.text, 'origin', a.origin, 'matchedWord', a.matched_word, 'requestedBy', a.requested_by,
  'errorKey', a.error_key, 'createdAt', a.created_at, 'finishedAt', a.finished_at)`;

/** An action as the API tells it, from its row or from `actionJson`. */
export const toAction = (action: ActionJson | InboxActionRow): InboxAction => ({
  id: action.id,
  kind: action.kind,
  state: action.state,
  text: action.text,
  origin: action.origin,
  matchedWord: action.matchedWord,
  requestedBy: action.requestedBy,
  errorKey: action.errorKey,
  createdAt: isoOf(action.createdAt),
  finishedAt: isoOrNull(action.finishedAt),
});

export type ItemRow = {
  id: string;
  page_id: string;
  page_name: string;
  page_kind: NetworkKind;
  picture_key: string | null;
  thread_id: string | null;
  type: InboxItem['type'];
  status: InboxItem['status'];
  evaluation: InboxItem['evaluation'];
  assignee_id: string | null;
  author_name: string;
  author_remote_id: string | null;
  author_email: string | null;
  author_phone: string | null;
  author_url: string | null;
  text: string;
  rating: number | null;
  post_remote_id: string | null;
  url: string | null;
  received_at: Date | string;
  /** `received_at` to the microsecond, for the list's cursor. */
  cursor_at: string;
  liked: boolean;
  notes_count: number;
  last_action: ActionJson | null;
};

/**
 * The items chosen by `chosen` (a select of inbox_items rows named `i`, in the order wanted), with
 * their page, notes count and latest action: the lookups run for the chosen rows only.
 */
export function withItemLookups(chosen: SQL): SQL {
  return sql`select i.id, i.page_id, p.name as page_name, p.kind as page_kind, p.picture_key,
      i.thread_id, i.type, i.status, i.evaluation, i.assignee_id, i.author_name, i.author_remote_id,
      i.author_email, i.author_phone, i.author_url, i.text, i.rating, i.post_remote_id, i.url,
      i.received_at, to_char(i.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
      i.liked,
      (select count(*)::int from inbox_notes n where n.item_id = i.id) as notes_count,
      (select ${actionJson} from inbox_actions a where a.item_id = i.id
        order by a.created_at desc, a.id desc limit 1) as last_action
    from (${chosen}) i
    join pages p on p.id = i.page_id
    order by i.received_at desc, i.id desc`;
}

export function toItem(row: ItemRow): InboxItem {
  return {
    id: row.id,
    pageId: row.page_id,
    pageName: row.page_name,
    pageKind: row.page_kind,
    pagePictureUrl: pictureUrlOf({ pictureKey: row.picture_key }),
    threadId: row.thread_id,
    type: row.type,
    status: row.status,
    evaluation: row.evaluation,
    assigneeId: row.assignee_id,
    author: {
      name: row.author_name,
      remoteId: row.author_remote_id,
      email: row.author_email,
      phone: row.author_phone,
      url: row.author_url,
    },
    text: row.text,
    rating: row.rating,
    postRemoteId: row.post_remote_id,
    url: row.url,
    receivedAt: isoOf(row.received_at),
    liked: row.liked,
    notesCount: Number(row.notes_count),
    lastAction: row.last_action ? toAction(row.last_action) : null,
  };
}

/** These items of the account as the API tells them, read again after a change (newest first). */
export async function reloadItems(
  context: Pick<AppContext, 'database'>,
  accountId: string,
  ids: string[],
): Promise<InboxItem[]> {
  if (ids.length === 0) return [];
  const chosen = sql`select * from inbox_items i where i.account_id = ${accountId}
    and i.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
  return (await rowsOf<ItemRow>(context, withItemLookups(chosen))).map(toItem);
}
