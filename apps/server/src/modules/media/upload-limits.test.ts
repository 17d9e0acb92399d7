import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { uploadMaxBytes } from '@pagewise/shared/posts/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../platform/storage.ts';
import { buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { accounts } from '../accounts/schema.ts';
import { storageQuotaOf } from '../accounts/storage-quota.ts';
import { authenticate } from '../auth/sessions.ts';
import { plainImage } from './test-files.ts';
import { describeBytes } from './upload-limits.ts';
import { maxUploadBytes, uploadMedia } from './upload-media.ts';

const MB = 1024 * 1024;

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

type Who = Awaited<ReturnType<typeof buildUser>>;

const storedFiles = () => {
  const folder = join(test.app.context.config.dataDir, 'media');
  if (!existsSync(folder)) return 0;
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;
};

/** A storage that counts what it is given and keeps nothing: a gigabyte streams through in a moment. */
function countingStorage(): Storage & { received: number } {
  return {
    received: 0,
    async put(_key, content) {
      let bytes = 0;
      for await (const chunk of Readable.from(content)) bytes += (chunk as Buffer).length;
      this.received += bytes;
      return { bytes };
    },
    open() {
      throw new Error('nothing is kept');
    },
    async remove() {},
  };
}

/** `total` bytes that start with `head`, in 1 MB chunks, counting how many the reader took. */
function fileStartingWith(head: Buffer, total: number) {
  const filler = Buffer.alloc(MB);
  const source = { read: 0 };
  async function* chunks() {
    for (let sent = 0; sent < total; ) {
      const size = Math.min(MB, total - sent);
      const chunk =
        sent === 0 ? Buffer.concat([head, filler.subarray(head.length, size)]) : filler.subarray(0, size);
      sent += chunk.length;
      source.read = sent;
      yield chunk;
    }
  }
  return { content: Readable.from(chunks()), source };
}

const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const mp4Start = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\0\0', 'latin1')]);
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

const upload = (who: Who, content: Buffer, fileName: string) => {
  const body = multipart(content, fileName);
  return test.http.inject({
    method: 'POST',
    url: '/api/media',
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
};
const usage = async (who: Who) =>
  (await test.http.inject({ method: 'GET', url: '/api/media/usage', headers: who.headers })).json();
const setQuota = (who: Who, bytes: number | null) =>
  test.app.context.database.db
    .update(accounts)
    .set({ storageQuotaBytes: bytes })
    .where(eq(accounts.id, who.user.accountId));

describe('upload limits by kind', () => {
  it('are the media weight for images and documents, 1 GB for videos; the multipart cap is the largest', () => {
    expect(uploadMaxBytes).toEqual({ image: 50 * MB, document: 50 * MB, video: 1024 * MB });
    expect(maxUploadBytes).toBe(1024 * MB);
    expect([50 * MB, 1024 * MB, 1288 * MB, 1500].map(describeBytes)).toEqual([
      '50 MB',
      '1 GB',
      '1.3 GB',
      '1.5 KB',
    ]);
  });

  it('stops a 200 MB file that starts as a JPEG once 50 MB have come in, and keeps nothing', async () => {
    const alice = await buildUser(test);
    const auth = await authenticate(test.app.context, alice.token);
    const storage = countingStorage();
    const { content, source } = fileStartingWith(jpegStart, 200 * MB);
    await expect(
      uploadMedia({ ...test.app.context, storage }, auth, { fileName: 'huge.jpg', content }),
    ).rejects.toMatchObject({
      key: 'media_too_large',
      status: 413,
      message: 'Images are limited to 50 MB',
      fields: { file: 'validation.too_big' },
      details: { kind: 'image', maxBytes: 50 * MB },
    });
    expect(storage.received).toBeLessThanOrEqual(50 * MB);
    // The rest of the upload is never read.
    expect(source.read).toBeLessThanOrEqual(52 * MB);
    const rows = await test.app.context.database.db.query.media.findMany({
      where: (media, { eq }) => eq(media.accountId, alice.user.accountId),
    });
    expect(rows).toEqual([]);
  });

  it('stops a video past 1 GB', async () => {
    const alice = await buildUser(test);
    const auth = await authenticate(test.app.context, alice.token);
    const storage = countingStorage();
    const { content, source } = fileStartingWith(mp4Start, 1024 * MB + 1);
    await expect(
      uploadMedia({ ...test.app.context, storage }, auth, { fileName: 'long.mp4', content }),
    ).rejects.toMatchObject({
      key: 'media_too_large',
      message: 'Videos are limited to 1 GB',
      details: { kind: 'video', maxBytes: 1024 * MB },
    });
    expect(source.read).toBe(1024 * MB + 1);
    expect(storage.received).toBeLessThanOrEqual(1024 * MB);
  });

  it('answers an image over 50 MB through HTTP with the keyed 413 and keeps no file', async () => {
    const alice = await buildUser(test);
    const before = storedFiles();
    const response = await upload(alice, fileStartingWithBuffer(jpegStart, 50 * MB + 1), 'big.jpg');
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      key: 'media_too_large',
      details: { kind: 'image', maxBytes: 50 * MB },
    });
    expect(storedFiles()).toBe(before);
  });
});

function fileStartingWithBuffer(head: Buffer, total: number) {
  const file = Buffer.alloc(total);
  head.copy(file);
  return file;
}

describe('the storage quota', () => {
  it('is the configured default unless the account has its own (set by its plan)', async () => {
    const config = { storageQuotaBytes: 5 * 1024 * MB };
    expect(storageQuotaOf({ storageQuotaBytes: null }, config)).toBe(5 * 1024 * MB);
    expect(storageQuotaOf({ storageQuotaBytes: 20 * 1024 * MB }, config)).toBe(20 * 1024 * MB);
    expect(test.app.context.config.storageQuotaBytes).toBe(5 * 1024 * MB);

    const alice = await buildUser(test);
    expect(await usage(alice)).toEqual({ usedBytes: 0, quotaBytes: 5 * 1024 * MB });
    await setQuota(alice, 12_345);
    expect(await usage(alice)).toEqual({ usedBytes: 0, quotaBytes: 12_345 });
  });

  it("counts the account's files, not another account's", async () => {
    const alice = await buildUser(test);
    const bob = await buildUser(test);
    const png = await plainImage('png', 8, 8);
    expect((await upload(alice, png, 'a.png')).statusCode).toBe(201);
    expect((await upload(alice, pdfOf(3000), 'b.pdf')).statusCode).toBe(201);
    expect(await usage(alice)).toMatchObject({ usedBytes: png.length + 3000 });
    expect(await usage(bob)).toMatchObject({ usedBytes: 0 });
  });

  it('refuses a file that does not fit, before it is stored, and takes one that does', async () => {
    const alice = await buildUser(test);
    await setQuota(alice, 10_000);
    expect((await upload(alice, pdfOf(6000), 'first.pdf')).statusCode).toBe(201);
    const before = storedFiles();

    const refused = await upload(alice, pdfOf(6000), 'second.pdf');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toMatchObject({
      key: 'storage_quota_exceeded',
      details: { quotaBytes: 10_000, usedBytes: 6000 },
    });
    expect(refused.json().error.message).toContain('9.8 KB');
    expect(storedFiles()).toBe(before);

    expect((await upload(alice, pdfOf(4000), 'fits.pdf')).statusCode).toBe(201);
    expect(await usage(alice)).toEqual({ usedBytes: 10_000, quotaBytes: 10_000 });
    // Full: not even the smallest file.
    const full = await upload(alice, await plainImage('png', 2, 2), 'dot.png');
    expect(full.json().error.key).toBe('storage_quota_exceeded');
  });

  it('lets only one of two uploads in if both fit alone but not together', async () => {
    const alice = await buildUser(test);
    await setQuota(alice, 10_000);
    const before = storedFiles();
    const answers = await Promise.all([
      upload(alice, pdfOf(6000), 'one.pdf'),
      upload(alice, pdfOf(6000), 'two.pdf'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
    expect(storedFiles()).toBe(before + 1);
    expect(await usage(alice)).toMatchObject({ usedBytes: 6000 });
  });

  it('frees room when a file is deleted', async () => {
    const alice = await buildUser(test);
    await setQuota(alice, 10_000);
    const first = await upload(alice, pdfOf(8000), 'first.pdf');
    expect((await upload(alice, pdfOf(8000), 'second.pdf')).statusCode).toBe(413);
    await test.http.inject({
      method: 'DELETE',
      url: `/api/media/${first.json().id}`,
      headers: alice.headers,
    });
    expect((await upload(alice, pdfOf(8000), 'second.pdf')).statusCode).toBe(201);
  });
});
