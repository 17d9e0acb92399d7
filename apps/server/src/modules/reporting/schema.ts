import { postCheckpoints } from '@pagewise/shared/reporting';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';
import { pages } from '../pages/schema.ts';
import { postTargets } from '../posts/schema.ts';

/**
 * One row per page and day of the network (issue 19): what reporting reads, a period of a page
 * being a range of its primary key. A null figure is one the network did not give ("not
 * available"), never 0. Kept `pageFiguresKeptDays` (packages/shared/src/reporting.ts).
 */
export const pageFigures = pgTable(
  'page_figures',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    followers: integer('followers'),
    impressions: integer('impressions'),
    reach: integer('reach'),
    reactions: integer('reactions'),
    comments: integer('comments'),
    shares: integer('shares'),
    linkClicks: integer('link_clicks'),
    videoViews3s: integer('video_views_3s'),
    videoViews10s: integer('video_views_10s'),
    videoViews15s: integer('video_views_15s'),
    videoViews30s: integer('video_views_30s'),
    /** The audience by ISO country code, its 45 largest (spec §9). */
    countries: jsonb('countries').$type<Record<string, number>>(),
    /** The audience by gender and age band (`F.25-34`). */
    demographics: jsonb('demographics').$type<Record<string, number>>(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.pageId, table.day] }),
    index('page_figures_account_day_idx').on(table.accountId, table.day),
  ],
);
export type PageFiguresRow = typeof pageFigures.$inferSelect;

/**
 * A publication's figures at each checkpoint after it went out (1 h, 24 h, 7 days, 28 days): one
 * row per publication and checkpoint, `readAt` saying when they were really read. Reports read each
 * publication's latest from `post_figures_latest_idx` (target, read time descending, including
 * every figure), made by migration 0029: drizzle-kit declares no INCLUDE columns.
 */
export const postFigures = pgTable(
  'post_figures',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => postTargets.id, { onDelete: 'cascade' }),
    checkpoint: text('checkpoint', {
      enum: postCheckpoints.map((entry) => entry.name) as [string, ...string[]],
    }).notNull(),
    impressions: integer('impressions'),
    reach: integer('reach'),
    reactions: integer('reactions'),
    comments: integer('comments'),
    shares: integer('shares'),
    clicks: integer('clicks'),
    videoViews: integer('video_views'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.targetId, table.checkpoint] }),
    index('post_figures_page_idx').on(table.pageId, table.checkpoint, table.readAt),
  ],
);
