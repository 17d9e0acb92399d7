import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';
import { pages } from '../pages/schema.ts';

/** Recurring empty time slots a user sets for a page (weekday 1–7, wall-clock `HH:mm`). */
export const pageSlots = pgTable(
  'page_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    time: text('time').notNull(),
  },
  (table) => [index('page_slots_page_idx').on(table.pageId)],
);
