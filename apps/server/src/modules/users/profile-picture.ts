import type { Readable } from 'node:stream';
import type { Me } from '@pagewise/shared/users';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { forgetCachedSessions } from '../auth/session-cache.ts';
import type { Auth } from '../auth/sessions.ts';
import { sniffBytes, sniffMedia } from '../media/media-formats.ts';
import { capped, received } from '../media/upload-stream.ts';
import { getMe } from './get-me.ts';
import { users } from './schema.ts';

/** A phone photo fits; the stored picture is a small square whatever was sent. */
export const maxPictureBytes = 10 * 1024 * 1024;
const side = 256;
// libvips as sharp ships it has no BMP loader; the other images any network takes are read.
const readableFormats = new Set(['png', 'jpg', 'webp', 'gif']);

const notAPicture = (cause?: unknown) =>
  new AppError('unsupported_media_type', {
    message: 'The picture must be a PNG, JPEG, WebP or GIF image',
    fields: { file: 'validation.invalid' },
    cause,
  });

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
  // The signature decides what the file is: SVG, PDF or anything else never reaches a decoder.
  const sniffed = sniffMedia(upload.subarray(0, sniffBytes));
  if (sniffed?.kind !== 'image' || !readableFormats.has(sniffed.format)) throw notAPicture();
  const picture = await sharp(upload, { limitInputPixels: 8000 * 8000 })
    .autoOrient()
    .resize(side, side, { fit: 'cover' })
    .webp({ quality: 85 })
    .toBuffer()
    .catch((error: unknown) => {
      throw notAPicture(error);
    });
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
