import type { BillingPeriod, PlanId } from '@pagewise/shared/plans';
import { sql } from 'drizzle-orm';
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
  /**
   * The plan chosen and confirmed (issue 20): free until a paid plan's payment is confirmed. While
   * the trial is open (`trialClosedAt` null) the trial's plan applies instead (shared plans.ts).
   */
  plan: text('plan').$type<PlanId>().notNull().default('free'),
  billingPeriod: text('billing_period').$type<BillingPeriod>(),
  /** The 8-day trial from sign-up (spec §9); accounts that existed before plans start theirs then. */
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true })
    .notNull()
    .default(sql`now() + interval '8 days'`),
  /** When the "trial will end" e-mail went; the free plan follows 3 days later unless a plan is confirmed. */
  trialRemindedAt: timestamp('trial_reminded_at', { withTimezone: true }),
  /** When the trial closed: a paid plan was confirmed, or the account went to the free plan. */
  trialClosedAt: timestamp('trial_closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
