import { date, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';

/**
 * A competitor: a public page of a network, added by its address or handle, whose public figures
 * are read with one of the account's pages of that network (spec §2 competitors).
 */
export const competitors = pgTable(
  'competitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    pictureUrl: text('picture_url'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('competitors_account_handle_unique').on(table.accountId, table.network, table.handle),
  ],
);
export type CompetitorRow = typeof competitors.$inferSelect;

/** A competitor's public figures for a day: its followers then and its posts of that day with their interactions. */
export const competitorFigures = pgTable(
  'competitor_figures',
  {
    competitorId: uuid('competitor_id')
      .notNull()
      .references(() => competitors.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    followers: integer('followers'),
    posts: integer('posts'),
    interactions: integer('interactions'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.competitorId, table.day] })],
);
