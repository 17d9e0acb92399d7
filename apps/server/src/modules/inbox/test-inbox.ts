import type { InboxItemStatus, InboxItemType } from '@pagewise/shared/inbox';
import type { TestApp } from '../../test/test-app.ts';
import { inboxActions, inboxItems, inboxNotes, inboxThreads } from './schema.ts';

let counter = 0;

/**
 * Inbox items as the collection stores them, written straight to the database (the collection has
 * its own tests): what the screen's reads are tested on.
 */
export async function storeItem(
  test: TestApp,
  item: {
    accountId: string;
    pageId: string;
    text: string;
    receivedAt: Date;
    type?: InboxItemType;
    status?: InboxItemStatus;
    evaluation?: 'good' | 'normal' | 'bad' | 'none';
    assigneeId?: string | null;
    threadId?: string | null;
    authorName?: string;
  },
): Promise<string> {
  counter += 1;
  const [row] = await test.app.context.database.db
    .insert(inboxItems)
    .values({
      accountId: item.accountId,
      pageId: item.pageId,
      remoteId: `remote-${counter}-${Date.now()}`,
      type: item.type ?? 'comment',
      status: item.status ?? 'waiting',
      evaluation: item.evaluation ?? 'none',
      assigneeId: item.assigneeId ?? null,
      threadId: item.threadId ?? null,
      authorName: item.authorName ?? 'Jean Dupont',
      text: item.text,
      receivedAt: item.receivedAt,
    })
    .returning({ id: inboxItems.id });
  if (!row) throw new Error('inbox item not stored');
  return row.id;
}

export async function storeThread(
  test: TestApp,
  thread: {
    accountId: string;
    pageId: string;
    kind: 'post' | 'conversation';
    title: string;
    pinned?: boolean;
    state?: 'in_progress' | 'follow_up' | 'unread' | 'done' | 'spam';
  },
): Promise<string> {
  counter += 1;
  const [row] = await test.app.context.database.db
    .insert(inboxThreads)
    .values({
      accountId: thread.accountId,
      pageId: thread.pageId,
      kind: thread.kind,
      remoteId: `thread-${counter}`,
      title: thread.title,
      pinned: thread.pinned ?? false,
      state: thread.state ?? null,
      lastItemAt: new Date(),
    })
    .returning({ id: inboxThreads.id });
  if (!row) throw new Error('inbox thread not stored');
  return row.id;
}

export async function storeNote(
  test: TestApp,
  note: { accountId: string; itemId: string; authorId: string; text: string },
) {
  await test.app.context.database.db.insert(inboxNotes).values(note);
}

export async function storeAction(
  test: TestApp,
  action: {
    accountId: string;
    pageId: string;
    itemId: string;
    kind: 'reply' | 'hide';
    state: 'done' | 'failed';
    text?: string;
    errorKey?: string;
  },
) {
  counter += 1;
  await test.app.context.database.db.insert(inboxActions).values({
    ...action,
    idempotencyKey: `test-${counter}-${Date.now()}`,
  });
}
