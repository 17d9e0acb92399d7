import { bigint, boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The customer: owns pages, bots, posts and users. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  partner: boolean('partner').notNull().default(false),
  /** Every scheduled or published post must be validated before it goes out (spec §4). */
  validationRequired: boolean('validation_required').notNull().default(false),
  /** What the account's files may weigh together; null: the configured default (storage-quota.ts). */
  storageQuotaBytes: bigint('storage_quota_bytes', { mode: 'number' }),
  /** IANA zone of the account's days: bots' daily limits, e-mails, the planner unless a user chose theirs. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** The white label of its report PDFs: a PNG logo ≤ 512 px in storage (served at `/media/<key>`) and a `#rrggbb` colour. */
  logoKey: text('logo_key'),
  brandColor: text('brand_color'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
