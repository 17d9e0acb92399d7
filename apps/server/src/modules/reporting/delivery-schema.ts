import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';
import { users } from '../users/schema.ts';

/** What a report covers: a period of spec §9 (or custom days) and a page, a group or every page. */
export type ReportScope = {
  period: string;
  from?: string;
  to?: string;
  pageId?: string;
  groupId?: string;
};

/**
 * A scheduled report (issue 19): every week or month, the PDF of the period just ended is e-mailed
 * to a list of addresses (an agency's clients), in the language chosen, each delivery recorded as a
 * report PDF (below).
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    frequency: text('frequency', { enum: ['weekly', 'monthly'] }).notNull(),
    /** The page or group it covers; neither: every page of the account. */
    pageId: uuid('page_id'),
    groupId: uuid('group_id'),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    language: text('language').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** When the next delivery is due (the start of the week or month after, in the account's zone). */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('report_schedules_account_idx').on(table.accountId),
    index('report_schedules_due_idx').on(table.nextRunAt),
  ],
);
export type ReportScheduleRow = typeof reportSchedules.$inferSelect;

/**
 * A report's PDF (spec §4: in progress, sent by e-mail, failed), built by a job and e-mailed with a
 * link to the file: asked for on the screen by a user, or a scheduled report's delivery.
 */
export const reportPdfs = pgTable(
  'report_pdfs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    scheduleId: uuid('schedule_id').references(() => reportSchedules.id, { onDelete: 'set null' }),
    scope: jsonb('scope').$type<ReportScope>().notNull(),
    /** The days it covers, resolved when it was asked for. */
    fromDay: text('from_day').notNull(),
    toDay: text('to_day').notNull(),
    language: text('language').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    status: text('status', { enum: ['in_progress', 'sent', 'failed'] })
      .notNull()
      .default('in_progress'),
    /** Storage key of the PDF once built. */
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
    pageCount: integer('page_count'),
    /** SHA-256 of the token in the e-mailed link to the file. */
    downloadTokenHash: text('download_token_hash'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('report_pdfs_account_idx').on(table.accountId, table.createdAt),
    index('report_pdfs_schedule_idx').on(table.scheduleId),
  ],
);
export type ReportPdfRow = typeof reportPdfs.$inferSelect;
