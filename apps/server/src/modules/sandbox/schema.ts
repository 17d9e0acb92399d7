import type { SandboxPostDetails } from '@pagewise/shared/pages';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The sandbox network's own data: it is a (small) social network of its own, so it keeps its
 * pages and posts apart from the product's. `token` is what a connected page authenticates with.
 */
export const sandboxPages = pgTable('sandbox_pages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull(),
  followersAtStart: integer('followers_at_start').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
export type SandboxPageRow = typeof sandboxPages.$inferSelect;

export const sandboxPosts = pgTable(
  'sandbox_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The page (no foreign key: a post is stored only through a join on its page, whose token it
     * must hold, and sandbox pages are never deleted; a key check per post would make the
     * simulated network's ingestion, not the product, what the publishing benchmark measures).
     */
    pageId: uuid('page_id').notNull(),
    /** The caller's idempotency key: the same post sent twice is stored once. */
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * 0 for every post while the sandbox honours idempotency keys. With SANDBOX_IDEMPOTENCY=off
     * (chaos benchmark) each call gets its own copy number, so a duplicate publish is recorded
     * as a second row instead of being absorbed.
     */
    copy: integer('copy').notNull().default(0),
    text: text('text').notNull(),
    link: text('link'),
    media: jsonb('media').$type<{ url: string; mime: string; role?: 'thumbnail' }[]>().notNull().default([]),
    /** What else the post carried (format, location, tags, collaborators, poll); null: nothing. */
    details: jsonb('details').$type<SandboxPostDetails>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // One index: a page's posts are found by its prefix (listed newest first, sorted after).
  (table) => [
    uniqueIndex('sandbox_posts_idempotency_unique').on(table.pageId, table.idempotencyKey, table.copy),
  ],
);

/**
 * Replies, reposts, likes, moderation and blocks made through the product; generated comments are
 * derived, not stored. A reply or repost names in `item_id` what it answers or reposts (a comment,
 * a post); a block or unblock names the author.
 */
export const sandboxReplies = pgTable(
  'sandbox_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => sandboxPages.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    text: text('text'),
    action: text('action', {
      enum: ['reply', 'repost', 'hide', 'unhide', 'delete', 'like', 'block', 'unblock'],
    }).notNull(),
    /**
     * The caller's key for a reply (how a read-back finds it). Not unique on purpose: the sandbox
     * records every call it takes, so a reply sent twice is two rows, counted by the benchmarks.
     */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_replies_item_idx').on(table.pageId, table.itemId)],
);

/**
 * What the sandbox's audience wrote on demand (the page viewer's "produce now", end-to-end tests):
 * the generated audience is derived from the clock, this is stored.
 */
export const sandboxAudience = pgTable(
  'sandbox_audience',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => sandboxPages.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['comment', 'message', 'mention', 'review', 'reaction'] }).notNull(),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    rating: integer('rating'),
    postId: text('post_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_audience_page_idx').on(table.pageId, table.createdAt)],
);
