import { validatorKinds } from '@pagewise/shared/collaboration';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';
import { pages } from '../pages/schema.ts';

/**
 * External validators of the shared planner (spec §3): not users, they hold a link. The token is
 * kept twice: as a SHA-256 hash to find the validator, and sealed (AES-256-GCM) so that the access
 * URL can be shown again to copy. Revoking clears both.
 */
export const validators = pgTable(
  'validators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: validatorKinds }).notNull().default('sharedPlanner'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').unique(),
    sealedToken: text('sealed_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('validators_account_idx').on(table.accountId)],
);
export type ValidatorRow = typeof validators.$inferSelect;

/** The pages a validator sees in the shared planner. */
export const validatorPages = pgTable(
  'validator_pages',
  {
    validatorId: uuid('validator_id')
      .notNull()
      .references(() => validators.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.validatorId, table.pageId] }),
    index('validator_pages_page_idx').on(table.pageId),
  ],
);
