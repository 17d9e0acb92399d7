import {
  conversationStates,
  inboxActionKinds,
  inboxActionStates,
  inboxEvaluations,
  inboxItemStatuses,
  inboxItemTypes,
  inboxStreams,
  inboxThreadKinds,
} from '@pagewise/shared/inbox';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';
import { pages } from '../pages/schema.ts';
import { users } from '../users/schema.ts';

/**
 * A post's comments, or a private conversation with one person: what inbox items hang from.
 * `remote_id` is the post's or the conversation's id on the network.
 */
export const inboxThreads = pgTable(
  'inbox_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: inboxThreadKinds }).notNull(),
    remoteId: text('remote_id').notNull(),
    /** A post's first words, or the name of the person a conversation is with. */
    title: text('title').notNull(),
    /** Conversations only (spec §4): in progress, follow-up, unread, done, spam. */
    state: text('state', { enum: conversationStates }),
    /** A pinned post: the page's post whose comments the team follows. */
    pinned: boolean('pinned').notNull().default(false),
    lastItemAt: timestamp('last_item_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('inbox_threads_remote_unique').on(table.pageId, table.kind, table.remoteId),
    index('inbox_threads_account_idx').on(table.accountId, table.kind, table.lastItemAt),
  ],
);
export type InboxThreadRow = typeof inboxThreads.$inferSelect;

/** One comment, message, mention, rating… of a page, stored once (its network id is unique per page). */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id').references(() => inboxThreads.id, { onDelete: 'set null' }),
    remoteId: text('remote_id').notNull(),
    type: text('type', { enum: inboxItemTypes }).notNull(),
    status: text('status', { enum: inboxItemStatuses }).notNull().default('waiting'),
    evaluation: text('evaluation', { enum: inboxEvaluations }).notNull().default('none'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** The author as the network names them, and the contact data it gives (spec §3). */
    authorName: text('author_name').notNull(),
    authorRemoteId: text('author_remote_id'),
    authorEmail: text('author_email'),
    authorPhone: text('author_phone'),
    authorUrl: text('author_url'),
    text: text('text').notNull(),
    /** Ratings: 1 to 5. */
    rating: integer('rating'),
    /** The page's post a comment answers, and the item it answers within the thread. */
    postRemoteId: text('post_remote_id'),
    parentRemoteId: text('parent_remote_id'),
    url: text('url'),
    /** When the network says it was written. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** When Pagewise stored it (the collection's lag is collected_at − received_at). */
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
    liked: boolean('liked').notNull().default(false),
    treatedAt: timestamp('treated_at', { withTimezone: true }),
    treatedBy: uuid('treated_by').references(() => users.id, { onDelete: 'set null' }),
    /** The first reply sent from Pagewise (the team panel's first-reply time). */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
    firstReplyBy: uuid('first_reply_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the assignee was e-mailed (the digest of the inbox flag sends each item once). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('inbox_items_remote_unique').on(table.pageId, table.remoteId),
    index('inbox_items_account_received_idx').on(table.accountId, table.receivedAt, table.id),
    index('inbox_items_thread_idx').on(table.threadId, table.receivedAt),
    index('inbox_items_assignee_idx').on(table.assigneeId),
  ],
);
export type InboxItemRow = typeof inboxItems.$inferSelect;

/** Internal notes on an item, seen by the team only. */
export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => inboxItems.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inbox_notes_item_idx').on(table.itemId)],
);

/**
 * What Pagewise sends to a network for an item, each exactly once, like a publication: the row is
 * written, then claimed (`sending`, with a lease) before the call; an unknown outcome becomes
 * `uncertain` and is read back, never sent again blindly. The bad-words rule writes its hides here
 * too (`origin` rule), which is its log.
 */
export const inboxActions = pgTable(
  'inbox_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => inboxItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: inboxActionKinds }).notNull(),
    state: text('state', { enum: inboxActionStates }).notNull().default('pending'),
    /** A reply's text. */
    text: text('text'),
    origin: text('origin', { enum: ['user', 'rule'] })
      .notNull()
      .default('user'),
    matchedWord: text('matched_word'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** Sent with the call where the network takes one, and how a read-back finds it. */
    idempotencyKey: text('idempotency_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The reply's id on the network. */
    remoteId: text('remote_id'),
    errorKey: text('error_key'),
    errorDetail: text('error_detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('inbox_actions_idempotency_unique').on(table.idempotencyKey),
    index('inbox_actions_item_idx').on(table.itemId, table.createdAt),
    index('inbox_actions_due_idx').on(table.state, table.nextAttemptAt),
  ],
);
export type InboxActionRow = typeof inboxActions.$inferSelect;

/**
 * Where reading each stream of a page has got to: the network's cursor (or the newest time
 * read), and the failure that stops it, shown on the page (spec §8), never swallowed.
 */
export const inboxCursors = pgTable(
  'inbox_cursors',
  {
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    stream: text('stream', { enum: inboxStreams }).notNull(),
    cursor: text('cursor'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The network's rate limit: not read again before this time. */
    notBefore: timestamp('not_before', { withTimezone: true }),
    errorKey: text('error_key'),
    errorDetail: text('error_detail'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.stream] })],
);

/** Authors blocked on a page; an unblocked one may be blocked again 48 hours later only (spec §7). */
export const inboxBlocks = pgTable(
  'inbox_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    authorRemoteId: text('author_remote_id').notNull(),
    authorName: text('author_name').notNull(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull(),
    blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    unblockedAt: timestamp('unblocked_at', { withTimezone: true }),
  },
  (table) => [index('inbox_blocks_author_idx').on(table.pageId, table.authorRemoteId, table.blockedAt)],
);

/** The bad-words list: for the whole account (`page_id` null) or one page. */
export const inboxBadWords = pgTable(
  'inbox_bad_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; matched as a whole word, case- and accent-insensitively. */
    word: text('word').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inbox_bad_words_account_idx').on(table.accountId)],
);

/** Replies the team reuses, with variables filled when used ({{name}}, {{page}}, {{user}}). */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_replies_account_idx').on(table.accountId)],
);
