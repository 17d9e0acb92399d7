import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded files live. Keys come from `newStorageKey`; any other key is refused. */
export type Storage = {
  /** Writes a new file; a failed or aborted write leaves nothing behind. */
  put(key: string, content: Readable | Buffer): Promise<{ bytes: number }>;
  /** Streams a file; a missing one fails with an `ENOENT` error on the stream. */
  open(key: string): ReadStream;
  /** Deletes a file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The file on the local disk, for storages that keep one (measuring and serving read it there). */
  pathOf?(key: string): string;
};

// 32 random bytes in base64url are 43 characters; the extension tells the served content type.
const keyPattern = /^[A-Za-z0-9_-]{43}\.[a-z0-9]{1,8}$/;

/** A new unguessable key: the file's URL is public, so the key is its only protection. */
export function newStorageKey(extension: string): string {
  const key = `${randomBytes(32).toString('base64url')}.${extension}`;
  if (!isStorageKey(key)) throw new Error(`invalid storage extension: ${extension}`);
  return key;
}

export function isStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

/** Files under `root`, spread over sub-folders by the key's first two characters. */
export function createDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    // The pattern allows no `/`, `\` or `..`: a key can never leave the root.
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return join(root, key.slice(0, 2), key);
  };
  return {
    pathOf,
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      try {
        // `wx`: a key is written once; an existing file is never overwritten.
        await pipeline(source, counter, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true });
        throw error;
      }
      return { bytes };
    },
    open: (key) => createReadStream(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
