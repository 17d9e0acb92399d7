import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { handleError } from '../../platform/http-errors.ts';
import { createDiskStorage, newStorageKey, type Storage } from '../../platform/storage.ts';
import { mediaFileRoutes } from './serve-media-file.ts';

const root = mkdtempSync(join(tmpdir(), 'pagewise-serve-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const disk = createDiskStorage(root);
const { pathOf: _pathOf, ...remote } = disk;

async function serverFor(storage: Storage) {
  const server = Fastify();
  server.setErrorHandler(handleError);
  await server.register(mediaFileRoutes({ storage }));
  return server;
}

describe('GET /media/<key>', () => {
  it('serves ranges, conditional requests and HEAD from disk', async () => {
    const key = newStorageKey('webm');
    await disk.put(key, Buffer.from('0123456789'));
    const server = await serverFor(disk);

    const whole = await server.inject({ method: 'GET', url: `/media/${key}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.body).toBe('0123456789');

    const part = await server.inject({
      method: 'GET',
      url: `/media/${key}`,
      headers: { range: 'bytes=2-4' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('234');
    expect(part.headers['content-range']).toBe('bytes 2-4/10');

    const beyond = await server.inject({
      method: 'GET',
      url: `/media/${key}`,
      headers: { range: 'bytes=50-60' },
    });
    expect(beyond.statusCode).toBe(416);

    const cached = await server.inject({
      method: 'GET',
      url: `/media/${key}`,
      headers: { 'if-none-match': String(whole.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    const head = await server.inject({ method: 'HEAD', url: `/media/${key}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('10');
    expect(head.body).toBe('');
  });

  it('streams from a storage with no local file, and 404s an unknown key there too', async () => {
    const key = newStorageKey('pdf');
    await disk.put(key, Buffer.from('%PDF-1.4 tiny'));
    const server = await serverFor(remote);
    const served = await server.inject({ method: 'GET', url: `/media/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.body).toBe('%PDF-1.4 tiny');

    const missing = await server.inject({ method: 'GET', url: `/media/${newStorageKey('pdf')}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.key).toBe('not_found');
  });

  it('serves an image cut to a carousel ratio, and 404s a ratio it does not cut to', async () => {
    const key = newStorageKey('jpg');
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    await disk.put(key, photo);
    for (const storage of [disk, remote]) {
      const server = await serverFor(storage);
      const cut = await server.inject({ method: 'GET', url: `/media/${key}?ratio=4:5` });
      expect(cut.statusCode).toBe(200);
      expect(cut.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(cut.rawPayload).metadata()).toMatchObject({ width: 480, height: 600 });
      expect((await server.inject({ method: 'GET', url: `/media/${key}?ratio=2:1` })).statusCode).toBe(404);
    }
    const video = newStorageKey('mp4');
    await disk.put(video, Buffer.from('0123'));
    const server = await serverFor(disk);
    expect((await server.inject({ method: 'GET', url: `/media/${video}?ratio=1:1` })).statusCode).toBe(404);
  });
});
