import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** Stored lower-cased; unique across the product (one login per address). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    company: text('company'),
    role: text('role', { enum: ['administrator', 'editor', 'writer', 'viewer'] }).notNull(),
    language: text('language', { enum: ['en', 'fr', 'de', 'es', 'pt', 'it'] })
      .notNull()
      .default('en'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_account_idx').on(table.accountId),
  ],
);
export type UserRow = typeof users.$inferSelect;
