import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';
import { accounts } from './schema.ts';

/** "Export my data": an archive of everything the account owns, built by a job. */
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed', 'expired'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    /** Storage key of the ZIP once ready. */
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
    /** SHA-256 of the token in the e-mailed download link. */
    downloadTokenHash: text('download_token_hash'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('account_exports_account_idx').on(table.accountId, table.createdAt)],
);
export type AccountExportRow = typeof accountExports.$inferSelect;
