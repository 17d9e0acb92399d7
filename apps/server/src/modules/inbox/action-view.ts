import type { InboxAction, InboxItem } from '@pagewise/shared/inbox';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { pictureUrlOf } from '../pages/page-picture.ts';
import { pages } from '../pages/schema.ts';
import { type InboxActionRow, type InboxItemRow, inboxActions, inboxItems, inboxNotes } from './schema.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An action as the API tells it. */
export function toInboxAction(row: InboxActionRow): InboxAction {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    text: row.text,
    origin: row.origin,
    matchedWord: row.matchedWord,
    requestedBy: row.requestedBy,
    errorKey: row.errorKey,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}

/** Items of one account as the API tells them, with their page, notes count and latest action. */
export async function toInboxItems(
  context: Pick<AppContext, 'database'>,
  accountId: string,
  rows: InboxItemRow[],
): Promise<InboxItem[]> {
  if (rows.length === 0) return [];
  const db = context.database.db;
  const ids = rows.map((row) => row.id);
  const [pageRows, noteCounts, actions] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(
        and(eq(pages.accountId, accountId), inArray(pages.id, [...new Set(rows.map((row) => row.pageId))])),
      ),
    db
      .select({ itemId: inboxNotes.itemId, n: count() })
      .from(inboxNotes)
      .where(inArray(inboxNotes.itemId, ids))
      .groupBy(inboxNotes.itemId),
    db
      .selectDistinctOn([inboxActions.itemId])
      .from(inboxActions)
      .where(inArray(inboxActions.itemId, ids))
      .orderBy(inboxActions.itemId, desc(inboxActions.createdAt)),
  ]);
  const pageOf = new Map(pageRows.map((page) => [page.id, page]));
  const notesOf = new Map(noteCounts.map((row) => [row.itemId, Number(row.n)]));
  const lastOf = new Map(actions.map((row) => [row.itemId, row]));
  return rows.map((row) => {
    const page = pageOf.get(row.pageId);
    const last = lastOf.get(row.id);
    return {
      id: row.id,
      pageId: row.pageId,
      pageName: page?.name ?? '',
      pageKind: (page?.kind ?? 'sandbox') as NetworkKind,
      pagePictureUrl: page ? pictureUrlOf(page) : null,
      threadId: row.threadId,
      type: row.type,
      status: row.status,
      evaluation: row.evaluation,
      assigneeId: row.assigneeId,
      author: {
        name: row.authorName,
        remoteId: row.authorRemoteId,
        email: row.authorEmail,
        phone: row.authorPhone,
        url: row.authorUrl,
      },
      text: row.text,
      rating: row.rating,
      postRemoteId: row.postRemoteId,
      url: row.url,
      receivedAt: row.receivedAt.toISOString(),
      liked: row.liked,
      notesCount: notesOf.get(row.id) ?? 0,
      lastAction: last ? toInboxAction(last) : null,
    };
  });
}

export async function reloadItems(
  context: Pick<AppContext, 'database'>,
  accountId: string,
  ids: string[],
): Promise<InboxItem[]> {
  const rows = await context.database.db
    .select()
    .from(inboxItems)
    .where(and(eq(inboxItems.accountId, accountId), inArray(inboxItems.id, ids)));
  return toInboxItems(context, accountId, rows);
}
