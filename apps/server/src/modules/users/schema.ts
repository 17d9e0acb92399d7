import { colorSchemes } from '@pagewise/shared/color-schemes';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    phone: text('phone'),
    company: text('company'),
    address: text('address'),
    zipcode: text('zipcode'),
    city: text('city'),
    country: text('country'),
    vatNumber: text('vat_number'),
    /** Storage key of the profile picture (a square WebP), served at /media/:key. */
    pictureKey: text('picture_key'),
    /** Sealed with AES-256-GCM like network tokens; never sent back. */
    sealedBitlyToken: text('sealed_bitly_token'),
    role: text('role', { enum: ['administrator', 'editor', 'writer', 'viewer'] }).notNull(),
    language: text('language', { enum: ['en', 'fr', 'de', 'es', 'pt', 'it'] })
      .notNull()
      .default('en'),
    /** The user's own IANA time zone; null: the account's (accounts.time_zone). */
    timeZone: text('time_zone'),
    /** Light, dark, or 'auto': the device's own scheme (prefers-color-scheme). */
    colorScheme: text('color_scheme', { enum: colorSchemes }).notNull().default('auto'),
    /** False: the user reaches only the pages listed in user_pages (administrators: always all). */
    allPages: boolean('all_pages').notNull().default(true),
    notifyPublicationFailures: boolean('notify_publication_failures').notNull().default(true),
    notifyValidations: boolean('notify_validations').notNull().default(true),
    notifyInbox: boolean('notify_inbox').notNull().default(true),
    notifyPageErrors: boolean('notify_page_errors').notNull().default(true),
    notifySourceErrors: boolean('notify_source_errors').notNull().default(true),
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
