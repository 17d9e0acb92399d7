import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uploadMaxBytes } from '@pagewise/shared/posts/limits';
import type { Media, MediaKind } from '@pagewise/shared/posts/post';
import type { AppContext } from '../../platform/context.ts';
import { newStorageKey, type Storage } from '../../platform/storage.ts';
import { lockAccount } from '../accounts/lock-account.ts';
import { findStorageQuota } from '../accounts/storage-quota.ts';
import { toMedia } from './find-media.ts';
import { type MeasuredMedia, measureMedia, notTaken } from './measure-media.ts';
import { mimeOf, sniffBytes, sniffMedia } from './media-formats.ts';
import { media } from './schema.ts';
import { usedStorage } from './storage-usage.ts';
import { mediaTooLarge, payloadTooLarge, storageQuotaExceeded } from './upload-limits.ts';
import { capped, peek } from './upload-stream.ts';

/** Whose file it is: an account, and the user who uploaded it (null for what a bot fetched). */
export type MediaOwner = { accountId: string; uploadedBy: string | null };

/**
 * Stores a file as it streams in, measures what it really is, and records it in the owner's
 * account. Uploads and the images bots take from their items both come through here, so both
 * count in the account's storage quota. A file that is not a taken format, weighs more than its
 * kind allows (known from its first bytes) or does not fit in the quota is refused as soon as its
 * count passes the limit, and leaves nothing behind.
 */
export async function storeMedia(
  context: Pick<AppContext, 'database' | 'storage' | 'config'>,
  owner: MediaOwner,
  file: { fileName: string; chunks: AsyncGenerator<Buffer>; destroy: () => void },
  maxBytes: number,
): Promise<Media> {
  const db = context.database.db;
  const [quotaBytes, usedBytes] = await Promise.all([
    findStorageQuota(db, context.config, owner.accountId),
    usedStorage(db, owner.accountId),
  ]).catch((error: unknown) => {
    file.destroy();
    throw error;
  });
  const { head, content } = await peek(file.chunks, sniffBytes);
  // The first bytes already tell a file no network takes: refuse it before storing anything.
  const sniffed = sniffMedia(head);
  if (!sniffed) {
    file.destroy();
    throw notTaken();
  }
  const limit = smallestLimit(sniffed.kind, maxBytes, quotaBytes, usedBytes);
  if (head.length > limit.bytes) {
    file.destroy();
    throw limit.refuse();
  }
  const storageKey = newStorageKey(sniffed.format);
  const { bytes } = await context.storage.put(
    storageKey,
    Readable.from(capped(content, limit.bytes, limit.refuse)),
  );
  try {
    const facts = await measureStored(context.storage, storageKey);
    const row = await db.transaction(async (tx) => {
      // Uploads of one account running side by side (in any process) each saw the usage before
      // the others: the last word is said here, one at a time.
      await lockAccount(tx, owner.accountId);
      const usedNow = await usedStorage(tx, owner.accountId);
      if (usedNow + bytes > quotaBytes) throw storageQuotaExceeded(quotaBytes, usedNow);
      const [inserted] = await tx
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
      return inserted;
    });
    if (!row) throw new Error('media insert returned no row');
    return toMedia(context, row);
  } catch (error) {
    await context.storage.remove(storageKey);
    throw error;
  }
}

/** The first limit the file's count would pass: its kind's weight, what is left of the quota, the caller's cap. */
function smallestLimit(kind: MediaKind, maxBytes: number, quotaBytes: number, usedBytes: number) {
  const limits = [
    { bytes: uploadMaxBytes[kind], refuse: () => mediaTooLarge(kind) },
    { bytes: quotaBytes - usedBytes, refuse: () => storageQuotaExceeded(quotaBytes, usedBytes) },
    { bytes: maxBytes, refuse: () => payloadTooLarge(maxBytes) },
  ];
  return limits.reduce((smallest, candidate) => (candidate.bytes < smallest.bytes ? candidate : smallest));
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
