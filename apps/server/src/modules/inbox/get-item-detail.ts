import type { InboxItemDetail } from '@pagewise/shared/inbox';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { reachesPage } from '../users/access.ts';
import {
  type ActionJson,
  actionJson,
  type ItemRow,
  isoOf,
  toAction,
  toItem,
  withItemLookups,
} from './list-item-row.ts';
import { rowsOf } from './list-rows.ts';

type NoteRow = {
  id: string;
  author_id: string | null;
  author_name: string | null;
  text: string;
  created_at: Date | string;
};

/**
 * An item with its internal notes and every action sent for it (newest first). Another account's
 * item, or one on a page the caller does not reach, is not found.
 */
export async function getInboxItemDetail(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  itemId: string,
): Promise<InboxItemDetail> {
  if (!isUuid(itemId)) throw notFound();
  const [row] = await rowsOf<ItemRow>(
    context,
    withItemLookups(sql`select * from inbox_items i
      where i.id = ${itemId}::uuid and i.account_id = ${auth.user.accountId}::uuid`),
  );
  if (!row || !reachesPage(auth, row.page_id)) throw notFound();
  const [notes, actions] = await Promise.all([
    rowsOf<NoteRow>(
      context,
      sql`select n.id, n.author_id, nullif(trim(u.firstname || ' ' || u.lastname), '') as author_name,
        n.text, n.created_at
      from inbox_notes n left join users u on u.id = n.author_id
      where n.item_id = ${itemId}::uuid and n.account_id = ${auth.user.accountId}::uuid
      order by n.created_at, n.id`,
    ),
    rowsOf<{ action: ActionJson }>(
      context,
      sql`select ${actionJson} as action from inbox_actions a
      where a.item_id = ${itemId}::uuid and a.account_id = ${auth.user.accountId}::uuid
      order by a.created_at desc, a.id desc`,
    ),
  ]);
  return {
    ...toItem(row),
    notes: notes.map((note) => ({
      id: note.id,
      authorId: note.author_id,
      // A note whose author was removed keeps its text; the screen names the author as unknown.
      authorName: note.author_name ?? '',
      text: note.text,
      createdAt: isoOf(note.created_at),
    })),
    actions: actions.map((entry) => toAction(entry.action)),
  };
}
