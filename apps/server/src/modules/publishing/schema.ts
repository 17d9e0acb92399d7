import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { postTargets } from '../posts/schema.ts';

/**
 * The attempts of a target that did not simply post: retried, failed, uncertain, found by
 * read-back. (The claim on the target row is what is written before each call.)
 */
export const publishAttempts = pgTable(
  'publish_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => postTargets.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** posted, found (read back), not_found (read back), failed, retry, unknown. */
    outcome: text('outcome'),
    detail: text('detail'),
  },
  (table) => [index('publish_attempts_target_idx').on(table.targetId)],
);
