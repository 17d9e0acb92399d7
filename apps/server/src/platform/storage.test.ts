import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage, isStorageKey, newStorageKey } from './storage.ts';

const root = mkdtempSync(join(tmpdir(), 'pagewise-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createDiskStorage(join(root, 'media'));

describe('disk storage', () => {
  it('makes unguessable keys: 32 random bytes in base64url and the extension', () => {
    const key = newStorageKey('mp4');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}\.mp4$/);
    expect(newStorageKey('mp4')).not.toBe(key);
    expect(() => newStorageKey('../x')).toThrow();
  });

  it('writes a buffer or a stream, counts the bytes, reads them back and removes them', async () => {
    const key = newStorageKey('txt');
    expect(await storage.put(key, Buffer.from('hello'))).toEqual({ bytes: 5 });
    expect(await text(storage.open(key))).toBe('hello');

    const streamed = newStorageKey('bin');
    const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(30_000, 2)];
    expect(await storage.put(streamed, Readable.from(chunks))).toEqual({ bytes: 100_000 });
    const path = storage.pathOf?.(streamed) ?? '';
    expect(path.startsWith(join(root, 'media', streamed.slice(0, 2)))).toBe(true);
    expect((await readFile(path)).length).toBe(100_000);

    await storage.remove(streamed);
    expect(existsSync(path)).toBe(false);
    await expect(storage.remove(streamed)).resolves.toBeUndefined();
  });

  it('never overwrites a key and leaves nothing behind when the source fails', async () => {
    const key = newStorageKey('txt');
    await storage.put(key, Buffer.from('first'));
    await expect(storage.put(key, Buffer.from('second'))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await text(storage.open(key))).toBe('first');

    const broken = newStorageKey('bin');
    const source = Readable.from(
      (async function* () {
        yield Buffer.from('part');
        throw new Error('client went away');
      })(),
    );
    await expect(storage.put(broken, source)).rejects.toThrow('client went away');
    expect(existsSync(storage.pathOf?.(broken) ?? '')).toBe(false);
  });

  it('fails to open a missing file with ENOENT', async () => {
    await expect(text(storage.open(newStorageKey('png')))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses any key it did not make, so no path can leave its folder', async () => {
    for (const key of [
      '../../etc/passwd',
      `${'a'.repeat(43)}/../x.png`,
      '',
      'a.png',
      `${'a'.repeat(43)}.PNG`,
    ]) {
      expect(isStorageKey(key)).toBe(false);
      expect(() => storage.open(key)).toThrow('invalid storage key');
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
    }
    expect(readdirSync(root)).toEqual(expect.arrayContaining(['media']));
  });
});
