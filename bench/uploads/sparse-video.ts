import { createHash } from 'node:crypto';
import { closeSync, createReadStream, ftruncateSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { newStorageKey } from '../../apps/server/src/platform/storage.ts';

/**
 * A video of `bytes` under a new storage key in the disk storage at `dir`, where
 * `createDiskStorage(dir)` finds it: a sparse file (no disk written; it reads back as zeros).
 * Returns its key and the SHA-256 of its bytes, which the network's copy must equal.
 */
export async function sparseVideo(dir: string, bytes: number) {
  const key = newStorageKey('mp4');
  mkdirSync(join(dir, key.slice(0, 2)), { recursive: true });
  const path = join(dir, key.slice(0, 2), key);
  const fd = openSync(path, 'w');
  ftruncateSync(fd, bytes);
  closeSync(fd);
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return { key, path, sha256: hash.digest('hex') };
}
