import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';
import { users } from '../users/schema.ts';

/**
 * The account's API keys that read reports (`/api/v1/reports`): shown once when created, kept as
 * a SHA-256 hash with its first characters to tell them apart, revocable.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The key's first characters (`pw_live_ab12…`), never enough to use it. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** What it may read: reports only, for now. */
    scope: text('scope', { enum: ['reports:read'] })
      .notNull()
      .default('reports:read'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_keys_account_idx').on(table.accountId)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;
