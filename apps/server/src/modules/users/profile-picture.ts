import type { Readable } from 'node:stream';
import type { Me } from '@pagewise/shared/users';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { forgetCachedSessions } from '../auth/session-cache.ts';
import type { Auth } from '../auth/sessions.ts';
import { toSquarePicture } from '../media/square-picture.ts';
import { capped, received } from '../media/upload-stream.ts';
import { getMe } from './get-me.ts';
import { users } from './schema.ts';

/** A phone photo fits; the stored picture is a small square whatever was sent. */
export const maxPictureBytes = 10 * 1024 * 1024;

/**
 * My account → profile picture: cropped to a 256×256 WebP, stored under a new unguessable key and
 * served with the media files at `/media/<key>`. The previous picture is deleted.
 */
export async function setProfilePicture(
  context: Pick<AppContext, 'database' | 'storage' | 'now'>,
  auth: Auth,
  content: Readable,
): Promise<Me> {
  const chunks: Buffer[] = [];
  for await (const chunk of capped(received(content), maxPictureBytes)) chunks.push(chunk);
  const upload = Buffer.concat(chunks);
  const picture = await toSquarePicture(upload);
  const key = newStorageKey('webp');
  await context.storage.put(key, picture);
  return replacePicture(context, auth, key);
}

export async function removeProfilePicture(
  context: Pick<AppContext, 'database' | 'storage' | 'now'>,
  auth: Auth,
): Promise<Me> {
  return replacePicture(context, auth, null);
}

/** Points the user at the new picture, then deletes the file of the one it replaces. */
async function replacePicture(
  context: Pick<AppContext, 'database' | 'storage' | 'now'>,
  auth: Auth,
  key: string | null,
): Promise<Me> {
  const { previousKey, row } = await context.database.db.transaction(async (tx) => {
    // Locked, so that two uploads at once each delete the file the other replaced, not leave one behind.
    const [current] = await tx
      .select({ pictureKey: users.pictureKey })
      .from(users)
      .where(eq(users.id, auth.user.id))
      .for('update');
    const [updated] = await tx
      .update(users)
      .set({ pictureKey: key, updatedAt: context.now() })
      .where(eq(users.id, auth.user.id))
      .returning();
    return { previousKey: current?.pictureKey, row: updated };
  });
  forgetCachedSessions();
  if (!row) {
    if (key) await context.storage.remove(key);
    throw new Error('user vanished while their picture changed');
  }
  if (previousKey) await context.storage.remove(previousKey);
  return getMe(context, { user: row, session: auth.session });
}
