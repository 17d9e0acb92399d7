import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';
import { users } from '../users/schema.ts';

const pageStatus = ['running', 'near_expiration', 'expired', 'disabled', 'reconnection_needed'] as const;
const connectionMode = ['api', 'api_not_connected', 'concierge'] as const;

/** A social page connected by an account. Credentials are sealed (AES-256-GCM), never in clear. */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    remoteId: text('remote_id').notNull(),
    name: text('name').notNull(),
    /** Storage key of the page's picture (a square WebP of the account), served at /media/:key. */
    pictureKey: text('picture_key'),
    /** SHA-256 of where the picture was read (address or bytes): an unchanged picture is not read again. */
    pictureSource: text('picture_source'),
    sealedCredentials: text('sealed_credentials').notNull(),
    status: text('status', { enum: pageStatus }).notNull().default('running'),
    connectionMode: text('connection_mode', { enum: connectionMode }).notNull().default('api'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The token state the owner was last e-mailed about, so each warning goes out once. */
    tokenNotice: text('token_notice', { enum: ['near_expiration', 'expired'] }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One page belongs to one account (spec §8 "already added to another account").
    uniqueIndex('pages_network_page_unique').on(table.kind, table.remoteId),
    index('pages_account_idx').on(table.accountId),
    index('pages_expiry_idx').on(table.expiresAt),
  ],
);
export type PageRow = typeof pages.$inferSelect;

export const pageGroups = pgTable(
  'page_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_groups_account_idx').on(table.accountId)],
);

export const pageGroupMembers = pgTable(
  'page_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => pageGroups.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.pageId] }),
    index('page_group_members_page_idx').on(table.pageId),
  ],
);

/** An OAuth round trip in flight: the state sent to the network and the PKCE verifier (sealed). */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  sealedVerifier: text('sealed_verifier').notNull(),
  /** Set when the round trip reconnects an existing page. */
  pageId: uuid('page_id').references(() => pages.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Tokens won by an OAuth round trip, waiting for the user to pick which pages to add. */
export const networkConnections = pgTable('network_connections', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  sealedCredentials: text('sealed_credentials').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
