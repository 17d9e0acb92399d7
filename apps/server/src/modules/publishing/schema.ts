import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { postTargets } from '../posts/schema.ts';

/**
 * Every network call made (or maybe made) for a target, written BEFORE the call: after a crash,
 * an attempt with no outcome is an unknown outcome that must be read back before any retry.
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
