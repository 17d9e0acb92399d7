import {
  type BotFrequency,
  botContentTypes,
  botDisabledReasons,
  botFrequencies,
  botLinkPositions,
  botTextOrigins,
  botTypes,
  type Replacement,
} from '@pagewise/shared/bots';
import { type SourceLanguage, sourceLanguages } from '@pagewise/shared/sources/catalogue-types';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';
import { pages } from '../pages/schema.ts';
import { postTargets } from '../posts/schema.ts';
import { sourceItems, sources } from '../sources/schema.ts';
import { users } from '../users/schema.ts';

/** A bot posts on one page from its sources, on its frequency, within its daily limit (spec §3). */
export const bots = pgTable(
  'bots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type', { enum: botTypes }).notNull(),
    language: text('language', { enum: sourceLanguages }).$type<SourceLanguage>(),
    topic: text('topic'),
    subcategory: text('subcategory'),
    autoSources: boolean('auto_sources').notNull().default(false),
    prefix: text('prefix').notNull().default(''),
    suffix: text('suffix').notNull().default(''),
    hashtags: text('hashtags').notNull().default(''),
    bannedWords: jsonb('banned_words').$type<string[]>().notNull().default([]),
    inclusionTags: jsonb('inclusion_tags').$type<string[]>().notNull().default([]),
    mentionReplacements: jsonb('mention_replacements').$type<Replacement[]>().notNull().default([]),
    hashtagReplacements: jsonb('hashtag_replacements').$type<Replacement[]>().notNull().default([]),
    dailyLimit: integer('daily_limit'),
    frequency: text('frequency', { enum: botFrequencies }).$type<BotFrequency>().notNull(),
    utm: text('utm').notNull().default(''),
    shareAsStory: boolean('share_as_story').notNull().default(false),
    contentType: text('content_type', { enum: botContentTypes }).notNull(),
    textOrigin: text('text_origin', { enum: botTextOrigins }).notNull(),
    pinterestBoard: text('pinterest_board'),
    repostAfterPosting: boolean('repost_after_posting').notNull().default(false),
    shareTopPosts: boolean('share_top_posts').notNull().default(false),
    optimizeTraffic: boolean('optimize_traffic').notNull().default(false),
    linkPosition: text('link_position', { enum: botLinkPositions }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: botDisabledReasons }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** When the bot runs next; null for a manual bot. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bots_account_idx').on(table.accountId, table.createdAt),
    index('bots_page_idx').on(table.pageId),
    index('bots_due_idx').on(table.enabled, table.nextRunAt),
  ],
);
export type BotRow = typeof bots.$inferSelect;

/** The sources a bot reads in manual mode (auto mode reads every source of its type). */
export const botSources = pgTable(
  'bot_sources',
  {
    botId: uuid('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.botId, table.sourceId] }),
    index('bot_sources_source_idx').on(table.sourceId),
  ],
);

/** Why a bot did not post an item. */
export const botItemOutcomes = [
  'posted',
  'banned_word',
  'missing_tag',
  'already_posted',
  'unusable',
] as const;

/** Every item a bot has dealt with, once: the bot never looks at it again. */
export const botItems = pgTable(
  'bot_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    botId: uuid('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => sourceItems.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: botItemOutcomes }).notNull(),
    postId: uuid('post_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bot_items_item_idx').on(table.botId, table.itemId),
    index('bot_items_at_idx').on(table.botId, table.outcome, table.at),
  ],
);

/** What a bot does on its publication once it is out: its link in the first comment, a repost. */
export const botFollowUpKinds = ['comment', 'repost'] as const;
export type BotFollowUpKind = (typeof botFollowUpKinds)[number];
export const botFollowUpStatuses = ['waiting', 'sending', 'done', 'failed'] as const;

/**
 * A bot's follow-up on one publication, written with the bot's post (one per publication and
 * kind). It is claimed (`sending`, `claimed_at`) before the network call and never sent again
 * after that: a claim whose worker died ends `failed` with `publish_uncertain`.
 */
export const botFollowUps = pgTable(
  'bot_follow_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => postTargets.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: botFollowUpKinds }).notNull(),
    /** The comment's text (the link); empty for a repost. */
    text: text('text').notNull().default(''),
    status: text('status', { enum: botFollowUpStatuses }).notNull().default('waiting'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    remoteId: text('remote_id'),
    errorKey: text('error_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bot_follow_ups_target_kind_idx').on(table.targetId, table.kind),
    // The job reads only the follow-ups still to do or in flight.
    index('bot_follow_ups_open_idx')
      .on(table.status, table.createdAt)
      .where(sql`${table.status} in ('waiting', 'sending')`),
  ],
);

/**
 * "Share top posts": each publication a bot posted again as its page's top post (once per bot and
 * publication), and the post it made of it. The newest says when the bot may share the next one.
 */
export const botTopShares = pgTable(
  'bot_top_shares',
  {
    botId: uuid('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    /** The top publication (its post and page), shared again. */
    targetId: uuid('target_id')
      .notNull()
      .references(() => postTargets.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.botId, table.targetId] }),
    index('bot_top_shares_at_idx').on(table.botId, table.at),
  ],
);
