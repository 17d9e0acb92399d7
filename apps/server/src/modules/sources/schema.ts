import { type SourceType, sourceStatuses, sourceTypes } from '@pagewise/shared/sources/source';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';
import { pages } from '../pages/schema.ts';

/**
 * A feed the product reads. A custom source belongs to an account; a suggested one (from the
 * catalogue, `catalogue_key` set, no account) is read once for every bot that uses it.
 */
export const sources = pgTable(
  'sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    catalogueKey: text('catalogue_key'),
    name: text('name').notNull(),
    type: text('type', { enum: sourceTypes }).$type<SourceType>().notNull(),
    /** What the user typed (an address, search words or an account name). */
    url: text('url').notNull(),
    /** What the fetcher reads, derived from type and url. */
    feedUrl: text('feed_url').notNull(),
    logoUrl: text('logo_url'),
    evergreen: boolean('evergreen').notNull().default(false),
    /** The connected Twitter page that reads a `twitter` source. */
    pageId: uuid('page_id').references(() => pages.id, { onDelete: 'set null' }),
    status: text('status', { enum: sourceStatuses }).notNull().default('running'),
    errorKey: text('error_key'),
    errorDetail: text('error_detail'),
    /** Conditional GET: the validators of the last answer. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    /** Link of the newest item read (spec §3 "last fetched url"). */
    lastFetchedUrl: text('last_fetched_url'),
    lastAddedAt: timestamp('last_added_at', { withTimezone: true }),
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }),
    /** The polling interval, adapted to how often the source publishes. */
    intervalMinutes: integer('interval_minutes').notNull().default(30),
    /** Failures in a row that did not disable the source (time-outs, 5xx): they back off. */
    failures: integer('failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sources_account_idx').on(table.accountId, table.createdAt),
    index('sources_due_idx').on(table.status, table.nextFetchAt),
    uniqueIndex('sources_catalogue_key_idx').on(table.catalogueKey),
  ],
);
export type SourceRow = typeof sources.$inferSelect;

/** An article (or video, pin, tweet) read from a source, once: `key_hash` is the hash of its guid or canonical link. */
export const sourceItems = pgTable(
  'source_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    guid: text('guid'),
    link: text('link').notNull(),
    title: text('title').notNull().default(''),
    summary: text('summary').notNull().default(''),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('source_items_key_idx').on(table.sourceId, table.keyHash),
    index('source_items_fetched_idx').on(table.sourceId, table.fetchedAt),
  ],
);
export type SourceItemRow = typeof sourceItems.$inferSelect;
