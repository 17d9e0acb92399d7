import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';
import { users } from '../users/schema.ts';

/**
 * An uploaded file and what was measured of it (sharp for images, mediainfo.js for video): the
 * network limits are checked against these facts, never against what the browser claimed.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['image', 'video', 'document'] }).notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    format: text('format').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    frames: integer('frames'),
    durationSeconds: doublePrecision('duration_seconds'),
    videoCodec: text('video_codec'),
    audioCodec: text('audio_codec'),
    audioSampleRate: integer('audio_sample_rate'),
    fps: doublePrecision('fps'),
    /** Where the storage keeps the file; unguessable, so it can be handed to networks as a URL. */
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_account_idx').on(table.accountId)],
);
export type MediaRow = typeof media.$inferSelect;
