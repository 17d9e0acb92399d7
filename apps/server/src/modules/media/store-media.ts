import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Media } from '@pagewise/shared/posts/post';
import type { AppContext } from '../../platform/context.ts';
import { newStorageKey, type Storage } from '../../platform/storage.ts';
import { toMedia } from './find-media.ts';
import { type MeasuredMedia, measureMedia, notTaken } from './measure-media.ts';
import { mimeOf, sniffBytes, sniffMedia } from './media-formats.ts';
import { media } from './schema.ts';
import { capped, peek } from './upload-stream.ts';

/** Whose file it is: an account, and the user who uploaded it (null for what a bot fetched). */
export type MediaOwner = { accountId: string; uploadedBy: string | null };

/**
 * Stores a file as it streams in, measures what it really is, and records it in the owner's
 * account. A file that is too large or not a taken format leaves nothing behind. Uploads and the
 * images bots take from their items both come through here.
 */
export async function storeMedia(
  context: Pick<AppContext, 'database' | 'storage' | 'config'>,
  owner: MediaOwner,
  file: { fileName: string; chunks: AsyncGenerator<Buffer>; destroy: () => void },
  maxBytes: number,
): Promise<Media> {
  const { head, content } = await peek(file.chunks, sniffBytes);
  // The first bytes already tell a file no network takes: refuse it before storing anything.
  const sniffed = sniffMedia(head);
  if (!sniffed) {
    file.destroy();
    throw notTaken();
  }
  const storageKey = newStorageKey(sniffed.format);
  const { bytes } = await context.storage.put(storageKey, Readable.from(capped(content, maxBytes)));
  try {
    const facts = await measureStored(context.storage, storageKey);
    const [row] = await context.database.db
      .insert(media)
      .values({
        ...facts,
        accountId: owner.accountId,
        uploadedBy: owner.uploadedBy,
        fileName: cleanFileName(file.fileName, facts.format),
        mime: mimeOf[facts.format],
        bytes,
        storageKey,
      })
      .returning();
    if (!row) throw new Error('media insert returned no row');
    return toMedia(context, row);
  } catch (error) {
    await context.storage.remove(storageKey);
    throw error;
  }
}

/** The measurers read files from disk: a storage that keeps none locally is copied to a temporary file. */
async function measureStored(storage: Storage, key: string): Promise<MeasuredMedia> {
  const path = storage.pathOf?.(key);
  if (path) return measureMedia(path);
  const folder = await mkdtemp(join(tmpdir(), 'pagewise-measure-'));
  try {
    await pipeline(storage.open(key), createWriteStream(join(folder, key)));
    return await measureMedia(join(folder, key));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The name the user knows the file by, without a path or characters PostgreSQL text cannot hold. */
function cleanFileName(name: string, format: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 255) || `upload.${format}`;
}
