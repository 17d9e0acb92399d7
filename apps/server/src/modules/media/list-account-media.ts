import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { type MediaRow, media } from './schema.ts';

/** Every file of an account, oldest first, with where storage keeps it: its data export and its deletion. */
export async function listAccountMedia(db: Database, accountId: string): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(eq(media.accountId, accountId))
    .orderBy(asc(media.createdAt), asc(media.id));
}
