import type { InboxItem } from '@pagewise/networks/adapter';
import type { InboxItemType } from '@pagewise/shared/inbox';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { type InboxItemRow, inboxItems, inboxThreads } from './schema.ts';

type Page = { id: string; accountId: string };
type ThreadKey = { kind: 'post' | 'conversation'; remoteId: string; title: string };

/** A thread title holds a post's first words, or a person's name. */
const titleLength = 120;

/** The network's word for an item, in the inbox's (spec §3): a review is a rating. */
function itemType(type: InboxItem['type']): InboxItemType {
  return type === 'review' ? 'rating' : type;
}

/**
 * Where an item hangs: a comment or reaction under its post's thread (keyed by the post's id on
 * the network), a message in its conversation (the network's conversation id, else its author).
 * Mentions and ratings stand alone.
 */
function threadOf(item: InboxItem): ThreadKey | null {
  if ((item.type === 'comment' || item.type === 'reaction') && item.postRemoteId) {
    return {
      kind: 'post',
      remoteId: item.postRemoteId,
      title: (item.postText?.trim() || item.postRemoteId).slice(0, titleLength),
    };
  }
  if (item.type === 'message') {
    const remoteId = item.conversationRemoteId ?? `author:${item.authorRemoteId ?? item.authorName}`;
    return { kind: 'conversation', remoteId, title: item.authorName.slice(0, titleLength) };
  }
  return null;
}

const threadKey = (kind: string, remoteId: string) => `${kind}\u0000${remoteId}`;

/**
 * Stores a read's items once each (a network id is unique per page: an item read again is left as
 * it is) in their threads, and answers the items stored for the first time. A new conversation
 * starts `unread`; a finished one (`done`) that receives a new message is `unread` again.
 */
export async function storeCollectedItems(
  context: Pick<AppContext, 'database' | 'now'>,
  page: Page,
  items: InboxItem[],
): Promise<InboxItemRow[]> {
  if (items.length === 0) return [];
  const db = context.database.db;
  const unique = [...new Map(items.map((item) => [item.remoteId, item])).values()];
  const threads = new Map<string, ThreadKey>();
  for (const item of unique) {
    const thread = threadOf(item);
    if (thread) threads.set(threadKey(thread.kind, thread.remoteId), thread);
  }
  const threadIds = new Map<string, string>();
  if (threads.size > 0) {
    const rows = await db
      .insert(inboxThreads)
      .values(
        [...threads.values()].map((thread) => ({
          accountId: page.accountId,
          pageId: page.id,
          kind: thread.kind,
          remoteId: thread.remoteId,
          title: thread.title,
          state: thread.kind === 'conversation' ? ('unread' as const) : null,
        })),
      )
      // A no-op update, so that the existing thread's id comes back too.
      .onConflictDoUpdate({
        target: [inboxThreads.pageId, inboxThreads.kind, inboxThreads.remoteId],
        set: { pageId: sql`excluded.page_id` },
      })
      .returning({ id: inboxThreads.id, kind: inboxThreads.kind, remoteId: inboxThreads.remoteId });
    for (const row of rows) threadIds.set(threadKey(row.kind, row.remoteId), row.id);
  }
  const collectedAt = context.now();
  const stored = await db
    .insert(inboxItems)
    .values(
      unique.map((item) => {
        const thread = threadOf(item);
        return {
          accountId: page.accountId,
          pageId: page.id,
          threadId: thread ? (threadIds.get(threadKey(thread.kind, thread.remoteId)) ?? null) : null,
          remoteId: item.remoteId,
          type: itemType(item.type),
          authorName: item.authorName,
          authorRemoteId: item.authorRemoteId ?? null,
          authorEmail: item.authorEmail ?? null,
          authorPhone: item.authorPhone ?? null,
          authorUrl: item.authorUrl ?? null,
          text: item.text,
          rating: item.rating ?? null,
          postRemoteId: item.postRemoteId ?? null,
          parentRemoteId: item.parentRemoteId ?? null,
          url: item.url ?? null,
          receivedAt: new Date(item.createdAt),
          collectedAt,
        };
      }),
    )
    .onConflictDoNothing({ target: [inboxItems.pageId, inboxItems.remoteId] })
    .returning();
  await touchThreads(context, stored);
  return stored;
}

/** The threads that received new items: their latest item's time, and a finished conversation reopened. */
async function touchThreads(context: Pick<AppContext, 'database'>, stored: InboxItemRow[]) {
  const latest = new Map<string, { at: Date; message: boolean }>();
  for (const row of stored) {
    if (!row.threadId) continue;
    const known = latest.get(row.threadId);
    latest.set(row.threadId, {
      at: !known || row.receivedAt > known.at ? row.receivedAt : known.at,
      message: (known?.message ?? false) || row.type === 'message',
    });
  }
  for (const [threadId, { at, message }] of latest) {
    await context.database.db
      .update(inboxThreads)
      .set({
        lastItemAt: sql`greatest(${inboxThreads.lastItemAt}, ${at.toISOString()}::timestamptz)`,
        ...(message
          ? {
              state: sql`case when ${inboxThreads.state} = 'done' then 'unread' else ${inboxThreads.state} end`,
            }
          : {}),
      })
      .where(eq(inboxThreads.id, threadId));
  }
}
