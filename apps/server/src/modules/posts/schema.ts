import { validationStates } from '@pagewise/shared/collaboration';
import {
  type NetworkTexts,
  type PageTexts,
  type Poll,
  type PostIssue,
  type PostOptions,
  postKinds,
  targetStatuses,
} from '@pagewise/shared/posts/post';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';
import { validators } from '../collaboration/validator-schema.ts';
import { pages } from '../pages/schema.ts';
import { users } from '../users/schema.ts';

/** A post as written once; it goes out to each of its pages as a target (below). */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: postKinds }).notNull(),
    origin: text('origin', { enum: ['manual', 'auto', 'scheduled'] }).notNull(),
    message: text('message').notNull(),
    /** Texts of its own for networks and pages, overriding `message` (the spec's "customised" post). */
    networkTexts: jsonb('network_texts').$type<NetworkTexts>().notNull().default({}),
    pageTexts: jsonb('page_texts').$type<PageTexts>().notNull().default({}),
    description: text('description').notNull().default(''),
    link: text('link').notNull().default(''),
    mediaIds: jsonb('media_ids').$type<string[]>().notNull().default([]),
    carouselRatio: text('carousel_ratio').notNull().default('original'),
    thumbnailMediaId: uuid('thumbnail_media_id'),
    documentMediaId: uuid('document_media_id'),
    documentTitle: text('document_title').notNull().default(''),
    poll: jsonb('poll').$type<Poll | null>(),
    reel: boolean('reel').notNull().default(false),
    location: text('location').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    collaborators: jsonb('collaborators').$type<string[]>().notNull().default([]),
    options: jsonb('options').$type<PostOptions>().notNull().default({}),
    storyOfPostId: uuid('story_of_post_id'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    warnings: jsonb('warnings').$type<PostIssue[]>().notNull().default([]),
    /** The validation workflow (spec §4): its state, who validates (a user or an external validator), the last decision. */
    validation: text('validation', { enum: validationStates }).notNull().default('none'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeValidatorId: uuid('assignee_validator_id').references(() => validators.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByName: text('decided_by_name'),
    /** The bot that made this post (origin `auto`); kept as history when the bot is deleted. */
    botId: uuid('bot_id'),
    /**
     * The article a bot's post shares, as its source gave it, wherever the post puts its link (the
     * link field, the text or the first comment): "already posted" finds the article by it.
     */
    articleLink: text('article_link').notNull().default(''),
    /**
     * Whether the post has any publication row. Kept by the database itself (triggers on
     * post_targets, migration 0014), whatever inserts or deletes them (a save, a page deleted): the
     * planner finds its author's drafts with no page yet by an index on the posts that have none.
     */
    hasTargets: boolean('has_targets').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('posts_account_idx').on(table.accountId, table.createdAt),
    // The planner finds drafts with no page yet by their planned time, and the posts planned in
    // its range (their ids from the index alone) to match the account's drafts with.
    index('posts_account_scheduled_idx').on(table.accountId, table.scheduledAt, table.id),
    index('posts_bot_idx').on(table.botId, table.createdAt),
    index('posts_without_targets_idx')
      .on(table.accountId, table.createdBy, table.scheduledAt)
      .where(sql`not ${table.hasTargets}`),
  ],
);
export type PostRow = typeof posts.$inferSelect;

/**
 * One publication: a post on one page. The publishing engine works on targets. The claim
 * (`posting`, `attempts` + 1, `claimed_at`, a lease) is written before every network call: it is
 * the durable record that a call was (maybe) made; `publish_attempts` keeps the story of the
 * attempts that did not simply post.
 */
export const postTargets = pgTable(
  'post_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    status: text('status', { enum: targetStatuses }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /**
     * The post's planned time (posts.scheduled_at), copied by the database itself (triggers,
     * migration 0015) when the row is written and whenever the post's time changes: the planner
     * reads drafts, which have no due time, by it.
     */
    plannedAt: timestamp('planned_at', { withTimezone: true }),
    /** When a retry (after a rate limit or a server error) may run. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A worker holds the target while posting, until this time; past it, another checks the outcome. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When the current attempt began: written with the claim, before the network call. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    remoteId: text('remote_id'),
    url: text('url'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    latenessMs: integer('lateness_ms'),
    errorKey: text('error_key'),
    errorDetail: text('error_detail'),
    uncertain: boolean('uncertain').notNull().default(false),
    /** The network's figures for a posted publication (optimal posting times use them). */
    impressions: integer('impressions'),
    engagements: integer('engagements'),
    metricsAt: timestamp('metrics_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The claim and the outcome change `status` (and the outcome `posted_at`), which indexes read,
  // so neither update can be HOT: each writes an entry in every index whose condition the new row
  // meets. The partial indexes below hold only the rows their readers look for, so a claim writes
  // 5 entries and a posted outcome 4, instead of 7 each.
  (table) => [
    index('post_targets_post_idx').on(table.postId),
    // The engine's claim, the due waker and the sweep: targets waiting for their time (or their
    // retry's), oldest first; they read it as `publishing/waiting.ts` says.
    index('post_targets_waiting_idx')
      .on(sql`coalesce(${table.nextAttemptAt}, ${table.dueAt})`)
      .where(sql`${table.status} in ('scheduled', 'inqueue')`),
    // Recovery: targets being posted whose lease ran out.
    index('post_targets_lease_idx').on(table.leaseUntil).where(sql`${table.status} = 'posting'`),
    index('post_targets_page_idx').on(table.pageId, table.status),
    // The planner reads an account's publications by due time while they are not out (drafts,
    // waiting, being posted, failed) and by posted time once they are (a range of posted times:
    // never a target not posted), so a posted publication leaves the first index. The status
    // closes each key: the month view counts a day's events from the index alone.
    index('post_targets_account_due_idx')
      .on(table.accountId, table.dueAt, table.status)
      .where(sql`${table.status} in ('draft', 'scheduled', 'inqueue', 'posting', 'error')`),
    // Reporting's periods of some pages read `post_targets_page_posted_idx` (page, posted time,
    // including status and post), made by migration 0029: drizzle-kit declares no INCLUDE columns.
    index('post_targets_account_posted_idx')
      .on(table.accountId, table.postedAt, table.status)
      .where(sql`${table.postedAt} is not null`),
    // The planner's drafts (no due time of their own) by their post's planned time: what it reads
    // of them, from the index alone.
    index('post_targets_account_planned_drafts_idx')
      .on(table.accountId, table.plannedAt, table.postId, table.id, table.pageId)
      .where(sql`${table.status} = 'draft' and ${table.dueAt} is null`),
  ],
);
export type TargetRow = typeof postTargets.$inferSelect;

export type HistoryChange = { field: string; before: unknown; after: unknown };

/** History of changes (spec §3 "history difference fields"). */
export const postHistory = pgTable(
  'post_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<HistoryChange[]>().notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('post_history_post_idx').on(table.postId, table.at)],
);

export const postTemplates = pgTable(
  'post_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('post_templates_account_idx').on(table.accountId)],
);
