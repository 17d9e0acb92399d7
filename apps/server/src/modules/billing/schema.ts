import type { BillingPeriod, PaidPlanId } from '@pagewise/shared/plans';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';

/**
 * Billing with Stripe (issue 20). Stripe keeps the payment methods, subscriptions and invoices;
 * these tables keep what the product must know without asking it (who the customer is, the plan
 * last confirmed), and what makes each write happen once. Nothing here opens anything: ids only,
 * never a key, a secret or a Checkout link.
 */

/**
 * The account's customer at Stripe, created once: the row is claimed before the call (whose
 * Idempotency-Key is `customer-<accountId>`), and the id stored after it.
 */
export const billingCustomers = pgTable('billing_customers', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Null while the creating call is under way or its answer was lost (read back by its key). */
  stripeCustomerId: text('stripe_customer_id').unique(),
  /** The last payment that failed (Stripe's error code and card decline code), until one succeeds. */
  lastPaymentErrorCode: text('last_payment_error_code'),
  lastPaymentDeclineCode: text('last_payment_decline_code'),
  lastPaymentErrorAt: timestamp('last_payment_error_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BillingCustomerRow = typeof billingCustomers.$inferSelect;

/** Billing information (spec §7), all optional; also pushed to the Stripe customer for invoices. */
export const billingInformation = pgTable('billing_information', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  company: text('company'),
  address: text('address'),
  country: text('country'),
  zipCode: text('zip_code'),
  city: text('city'),
  vatNumber: text('vat_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BillingInformationRow = typeof billingInformation.$inferSelect;

/**
 * Each Stripe subscription of an account as last known. `stateAt` is Stripe's time of the state
 * applied (the `created` of the event that made us read it, or the `Date` of the answer it was read
 * in): an event older than it changes nothing, so events in any order end in the newest state.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    stripeSubscriptionId: text('stripe_subscription_id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<PaidPlanId>().notNull(),
    period: text('period').$type<BillingPeriod>().notNull(),
    /** Stripe's status: `active`, `trialing`, `past_due`, `canceled`, `incomplete`… */
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
    /** When the request whose answer was applied was sent (null: applied before it was kept). */
    askedAt: timestamp('asked_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('billing_subscriptions_account_idx').on(table.accountId, table.createdAt)],
);
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;

/** Webhook events, stored by Stripe's id: each is handled once however often it is delivered. */
export const billingEvents = pgTable('billing_events', {
  stripeEventId: text('stripe_event_id').primaryKey(),
  type: text('type').notNull(),
  /** Stripe's `created` of the event. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  /** When a delivery took it; another delivery meanwhile waits for its outcome (Stripe retries). */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BillingEventRow = typeof billingEvents.$inferSelect;

export const billingOperationStates = ['claimed', 'done', 'failed', 'unknown'] as const;
export type BillingOperationState = (typeof billingOperationStates)[number];

/**
 * Each write to Stripe, claimed before the call with its Idempotency-Key. A call whose answer is
 * lost stays `unknown` (or `claimed`, when the process died): it is read back from Stripe before it
 * is ever sent again, and then only with the same key.
 */
export const billingOperations = pgTable(
  'billing_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** What the call does: `create_customer`, `create_subscription`, `complete_checkout`… */
    kind: text('kind').notNull(),
    /** Sent as the Idempotency-Key; the same write (a Checkout Session's completion) finds its row by it. */
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state', { enum: billingOperationStates }).notNull().default('claimed'),
    /** The Stripe object the write made or changed, once known. */
    stripeObjectId: text('stripe_object_id'),
    /** A refused write's error key and Stripe decline code, answered again to a repeated call. */
    errorKey: text('error_key'),
    declineCode: text('decline_code'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('billing_operations_key_unique').on(table.idempotencyKey),
    index('billing_operations_account_idx').on(table.accountId, table.state),
  ],
);
export type BillingOperationRow = typeof billingOperations.$inferSelect;

/**
 * The Checkout Sessions the account opened, so that completing one (from the browser's return or
 * the webhook, whichever comes first) finds its account and purpose, and another account's id is a
 * 404. Reconciliation completes those left unfinished.
 */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    stripeSessionId: text('stripe_session_id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** `plan`: a plan chosen without a payment method; `payment_method`: a new payment method. */
    purpose: text('purpose', { enum: ['plan', 'payment_method'] }).notNull(),
    plan: text('plan').$type<PaidPlanId>(),
    period: text('period').$type<BillingPeriod>(),
    /** `open` until completed (or Stripe lets it expire: 24 hours). */
    state: text('state', { enum: ['open', 'completed', 'expired'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('billing_checkouts_open_idx').on(table.state, table.createdAt)],
);
export type BillingCheckoutRow = typeof billingCheckouts.$inferSelect;
