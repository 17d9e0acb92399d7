import type { InboxNote } from '@pagewise/shared/inbox';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { findItem } from './action-items.ts';
import { inboxNotes } from './schema.ts';

/** An internal note on an item, seen by the team only. */
export async function addNote(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  itemId: string,
  text: string,
): Promise<InboxNote> {
  const item = await findItem(context, auth, itemId, 'reply');
  const [row] = await context.database.db
    .insert(inboxNotes)
    .values({
      accountId: item.accountId,
      itemId: item.id,
      authorId: auth.user.id,
      text,
      createdAt: context.now(),
    })
    .returning();
  if (!row) throw new Error('note not written');
  return {
    id: row.id,
    authorId: row.authorId,
    authorName: `${auth.user.firstname} ${auth.user.lastname}`.trim(),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}
