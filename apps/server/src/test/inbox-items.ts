import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type InboxItemRow,
  inboxActions,
  inboxItems,
  inboxNotes,
  inboxThreads,
} from '../modules/inbox/schema.ts';
import { pages } from '../modules/pages/schema.ts';
import type { TestApp } from './test-app.ts';

/**
 * An inbox item of a page, written straight to the database as the collection would store it
 * (the collection has its own tests): a comment by default, waiting, by a known author.
 */
export async function storeInboxItem(
  test: TestApp,
  pageId: string,
  values: Partial<typeof inboxItems.$inferInsert> = {},
): Promise<InboxItemRow> {
  const db = test.app.context.database.db;
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId));
  if (!page) throw new Error('no such page');
  const [row] = await db
    .insert(inboxItems)
    .values({
      accountId: page.accountId,
      pageId,
      remoteId: `${page.remoteId}.c-${randomUUID()}`,
      type: 'comment',
      authorName: 'Amélie Roche',
      authorRemoteId: `author-${randomUUID()}`,
      text: 'Where can I read more about this?',
      receivedAt: new Date(Date.now() - 3_600_000),
      ...values,
    })
    .returning();
  if (!row) throw new Error('inbox item not stored');
  return row;
}

/** A thread of a page: a post whose comments are followed, or a conversation, for its state. */
export async function storeInboxThread(
  test: TestApp,
  pageId: string,
  kind: 'post' | 'conversation',
  values: Partial<typeof inboxThreads.$inferInsert> = {},
) {
  const db = test.app.context.database.db;
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId));
  if (!page) throw new Error('no such page');
  const [row] = await db
    .insert(inboxThreads)
    .values({
      accountId: page.accountId,
      pageId,
      kind,
      remoteId: randomUUID(),
      title: 'Ben Carter',
      state: null,
      lastItemAt: new Date(),
      ...values,
    })
    .returning();
  if (!row) throw new Error('thread not stored');
  return row;
}

/** An internal note on an item of the account. */
export async function storeInboxNote(test: TestApp, item: InboxItemRow, authorId: string, text: string) {
  await test.app.context.database.db
    .insert(inboxNotes)
    .values({ accountId: item.accountId, itemId: item.id, authorId, text });
}

/** An action already taken on an item (its outcome recorded), as the action jobs leave it. */
export async function storeInboxAction(
  test: TestApp,
  item: InboxItemRow,
  action: { kind: 'reply' | 'hide'; state: 'done' | 'failed'; text?: string; errorKey?: string },
) {
  await test.app.context.database.db.insert(inboxActions).values({
    accountId: item.accountId,
    pageId: item.pageId,
    itemId: item.id,
    idempotencyKey: `test-${randomUUID()}`,
    ...action,
  });
}
