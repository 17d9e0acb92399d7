import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { pages } from '../pages/schema.ts';
import { users } from './schema.ts';

/** The pages a user limited to some pages (users.all_pages false) may reach. */
export const userPages = pgTable(
  'user_pages',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.pageId] }),
    index('user_pages_page_idx').on(table.pageId),
  ],
);
