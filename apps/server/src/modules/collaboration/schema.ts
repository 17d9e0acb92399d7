import { assigneeKinds, noteKinds } from '@pagewise/shared/collaboration';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';
import { posts } from '../posts/schema.ts';
import { users } from '../users/schema.ts';
import { validators } from './validator-schema.ts';

/** Notes and comments on a post, by a user of the account or an external validator. */
export const postNotes = pgTable(
  'post_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: noteKinds }).notNull(),
    authorKind: text('author_kind', { enum: assigneeKinds }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    validatorId: uuid('validator_id').references(() => validators.id, { onDelete: 'set null' }),
    /** Kept so that a note still names its author once they are gone. */
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('post_notes_post_idx').on(table.postId, table.createdAt)],
);
export type PostNoteRow = typeof postNotes.$inferSelect;
