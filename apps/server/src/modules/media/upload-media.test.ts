import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRoutes } from '../../platform/auth-guard.ts';
import { handleError } from '../../platform/http-errors.ts';
import { buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { authenticate } from '../auth/sessions.ts';
import { findMediaFacts } from './find-media.ts';
import { mediaRoutes } from './routes.ts';
import { plainImage } from './test-files.ts';
import { maxUploadBytes, uploadMedia } from './upload-media.ts';

let test: TestApp;
let alice: Awaited<ReturnType<typeof buildUser>>;
let bob: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  test = await startTestApp();
  alice = await buildUser(test);
  bob = await buildUser(test);
});
afterAll(() => test.close());

const storedFiles = () => {
  const folder = join(test.app.context.config.dataDir, 'media');
  if (!existsSync(folder)) return 0;
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;
};

/** A PDF of exactly `bytes` bytes: the cheapest file of any size the product takes. */
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);

function multipart(content: Buffer, fileName: string) {
  const boundary = 'pagewise-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('uploadMedia', () => {
  it('takes up to the largest file a network accepts: 1 GiB', () => {
    expect(maxUploadBytes).toBe(1024 * 1024 * 1024);
  });

  it('refuses a file over the cap with payload_too_large and keeps nothing', async () => {
    const auth = await authenticate(test.app.context, alice.token);
    const before = storedFiles();
    const atTheCap = await uploadMedia(
      test.app.context,
      auth,
      { fileName: 'deck.pdf', content: Readable.from([pdfOf(1000)]) },
      { maxBytes: 1000 },
    );
    expect(atTheCap.bytes).toBe(1000);
    // Chunks as a network would deliver them: the cap trips in the middle of the stream.
    const chunks = Array.from({ length: 20 }, (_, index) => (index === 0 ? pdfOf(100) : Buffer.alloc(100)));
    await expect(
      uploadMedia(
        test.app.context,
        auth,
        { fileName: 'big.pdf', content: Readable.from(chunks) },
        { maxBytes: 1000 },
      ),
    ).rejects.toMatchObject({ key: 'payload_too_large', status: 413 });
    expect(storedFiles()).toBe(before + 1);
  });

  it('answers a too-large multipart upload with a keyed 413 through HTTP', async () => {
    const server = Fastify();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    guardRoutes(server, test.app.context);
    server.setErrorHandler(handleError);
    await server.register(mediaRoutes(test.app.context, { maxBytes: 1000 }), { prefix: '/api' });
    const before = storedFiles();

    const tooLarge = multipart(pdfOf(1001), 'big.pdf');
    const refused = await server.inject({
      method: 'POST',
      url: '/api/media',
      payload: tooLarge.payload,
      headers: { ...tooLarge.headers, ...alice.headers },
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toMatchObject({ key: 'payload_too_large', details: { maxBytes: 1000 } });
    expect(storedFiles()).toBe(before);

    const fits = multipart(await plainImage('png', 4, 4), 'dot.png');
    const accepted = await server.inject({
      method: 'POST',
      url: '/api/media',
      payload: fits.payload,
      headers: { ...fits.headers, ...alice.headers },
    });
    expect(accepted.statusCode).toBe(201);
    await server.close();
  });

  it('cleans the file name of paths and control characters', async () => {
    const auth = await authenticate(test.app.context, alice.token);
    const named = await uploadMedia(test.app.context, auth, {
      fileName: 'C:\\Users\\me\\Desktop\\summer\u0000 photo.png',
      content: Readable.from([await plainImage('png', 4, 4)]),
    });
    expect(named.fileName).toBe('summer photo.png');
    const unnamed = await uploadMedia(test.app.context, auth, {
      fileName: '',
      content: Readable.from([await plainImage('png', 4, 4)]),
    });
    expect(unnamed.fileName).toBe('upload.png');
  });

  it('measures from a temporary copy when the storage keeps no local file', async () => {
    const auth = await authenticate(test.app.context, alice.token);
    const { pathOf: _pathOf, ...remote } = test.app.context.storage;
    const created = await uploadMedia({ ...test.app.context, storage: remote }, auth, {
      fileName: 'photo.webp',
      content: Readable.from([await plainImage('webp', 33, 21)]),
    });
    expect(created).toMatchObject({ format: 'webp', width: 33, height: 21 });
  });
});

describe('findMediaFacts', () => {
  it("gives the account's own files with URL and storage key, and leaves out the others", async () => {
    const auth = await authenticate(test.app.context, alice.token);
    const image = await uploadMedia(test.app.context, auth, {
      fileName: 'a.jpg',
      content: Readable.from([await plainImage('jpeg', 10, 12)]),
    });
    const bobs = await uploadMedia(test.app.context, await authenticate(test.app.context, bob.token), {
      fileName: 'b.png',
      content: Readable.from([await plainImage('png', 4, 4)]),
    });

    const facts = await findMediaFacts(test.app.context, alice.user.accountId, [
      image.id,
      bobs.id,
      'not-a-uuid',
      image.id,
    ]);
    expect(facts).toHaveLength(1);
    expect(facts[0]).toEqual({
      id: image.id,
      kind: 'image',
      mime: 'image/jpeg',
      format: 'jpg',
      bytes: image.bytes,
      width: 10,
      height: 12,
      frames: 1,
      durationSeconds: null,
      videoCodec: null,
      audioCodec: null,
      audioSampleRate: null,
      fps: null,
      url: image.url,
      storageKey: image.url.split('/').pop(),
      // The disk storage says where the file is on this machine: publishing reads large files there.
      localPath: test.app.context.storage.pathOf?.(image.url.split('/').pop() ?? ''),
    });
    expect(facts[0]?.localPath).toMatch(/\.jpg$/);
    expect(await findMediaFacts(test.app.context, alice.user.accountId, [])).toEqual([]);
  });
});
