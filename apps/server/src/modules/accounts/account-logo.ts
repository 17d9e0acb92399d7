import type { Readable } from 'node:stream';
import type { Me } from '@pagewise/shared/users';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { newStorageKey } from '../../platform/storage.ts';
import type { Auth } from '../auth/sessions.ts';
import { isReadablePicture } from '../media/square-picture.ts';
import { capped, received } from '../media/upload-stream.ts';
import { authorize } from '../users/access.ts';
import { getMe } from '../users/get-me.ts';
import { accounts } from './schema.ts';

/** A logo exported from a design tool fits; what is kept is small. */
export const maxLogoBytes = 10 * 1024 * 1024;
/** The logo's longest side as kept: twice the report cover's, sharp when printed. */
export const logoSide = 512;

const notALogo = (cause?: unknown) =>
  new AppError('unsupported_media_type', {
    message: 'The logo must be a PNG, JPEG, WebP or GIF image',
    fields: { file: 'validation.invalid' },
    cause,
  });

/**
 * A logo as it is kept: its whole image (never cropped, a wide logo stays wide) within 512×512,
 * as a PNG, which keeps its transparency and which a PDF takes as it is. The signature decides
 * what the file is: SVG, PDF or anything else never reaches a decoder.
 */
export async function toLogo(bytes: Buffer): Promise<Buffer> {
  if (!isReadablePicture(bytes)) throw notALogo();
  return sharp(bytes, { limitInputPixels: 8000 * 8000 })
    .autoOrient()
    .resize(logoSide, logoSide, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer()
    .catch((error: unknown) => {
      throw notALogo(error);
    });
}

/** Settings → brand for reports (administrators): the account's logo, replacing the previous one. */
export async function setAccountLogo(
  context: Pick<AppContext, 'database' | 'storage'>,
  auth: Auth,
  content: Readable,
): Promise<Me> {
  authorize(auth, 'manage_users');
  const chunks: Buffer[] = [];
  for await (const chunk of capped(received(content), maxLogoBytes)) chunks.push(chunk);
  const logo = await toLogo(Buffer.concat(chunks));
  const key = newStorageKey('png');
  await context.storage.put(key, logo);
  return replaceLogo(context, auth, key);
}

export async function removeAccountLogo(
  context: Pick<AppContext, 'database' | 'storage'>,
  auth: Auth,
): Promise<Me> {
  authorize(auth, 'manage_users');
  return replaceLogo(context, auth, null);
}

/** Points the account at the new logo, then deletes the file of the one it replaces. */
async function replaceLogo(
  context: Pick<AppContext, 'database' | 'storage'>,
  auth: Auth,
  key: string | null,
): Promise<Me> {
  const accountId = auth.user.accountId;
  const previousKey = await context.database.db.transaction(async (tx) => {
    // Locked, so that two uploads at once each delete the file the other replaced, not leave one behind.
    const [current] = await tx
      .select({ logoKey: accounts.logoKey })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    if (current) await tx.update(accounts).set({ logoKey: key }).where(eq(accounts.id, accountId));
    return current ? current.logoKey : undefined;
  });
  if (previousKey === undefined) {
    if (key) await context.storage.remove(key);
    throw new AppError('not_found');
  }
  if (previousKey) await context.storage.remove(previousKey);
  return getMe(context, auth);
}

/** Settings → brand for reports (administrators): the reports' colour; null takes the logo's again. */
export async function setBrandColor(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  input: { brandColor: string | null },
): Promise<Me> {
  authorize(auth, 'manage_users');
  await context.database.db
    .update(accounts)
    .set({ brandColor: input.brandColor })
    .where(eq(accounts.id, auth.user.accountId));
  return getMe(context, auth);
}
