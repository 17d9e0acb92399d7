import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ErrorResponse } from '@pagewise/shared/errors';
import { type Media, mediaSchema } from '@pagewise/shared/posts/post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { animatedImage, bmpHeader, fixture, plainImage } from './test-files.ts';

let test: TestApp;
let base: string;
let alice: Awaited<ReturnType<typeof buildUser>>;
let bob: Awaited<ReturnType<typeof buildUser>>;

// A built web app, so its catch-all route is there to swallow /media/… if it could.
const webDist = mkdtempSync(join(tmpdir(), 'pagewise-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Pagewise</title>');

beforeAll(async () => {
  test = await startTestApp({ env: { WEB_DIST: webDist } });
  await test.http.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(test.http.server.address() as AddressInfo).port}`;
  alice = await buildUser(test);
  bob = await buildUser(test);
});
afterAll(async () => {
  await test.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function upload(content: Buffer | string, fileName: string, token = alice.token, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([content]), fileName);
  const response = await fetch(`${base}/api/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  // Either the file or the error: each test reads the one it expects.
  return { status: response.status, body: (await response.json()) as Media & ErrorResponse };
}

/** Every file the storage keeps: a refused upload must leave none behind. */
const storedFiles = () => {
  const folder = join(test.app.context.config.dataDir, 'media');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
};

describe('media upload', () => {
  it('stores an image, measures it and answers its public URL', async () => {
    const png = await plainImage('png', 640, 360);
    const { status, body } = await upload(png, 'cover.png');
    expect(status).toBe(201);
    expect(mediaSchema.strict().parse(body)).toMatchObject({
      kind: 'image',
      fileName: 'cover.png',
      mime: 'image/png',
      format: 'png',
      bytes: png.length,
      width: 640,
      height: 360,
      frames: 1,
      durationSeconds: null,
    });
    expect(body.url).toMatch(/^http:\/\/pagewise\.test\/media\/[A-Za-z0-9_-]{43}\.png$/);

    const again = await test.http.inject({
      method: 'GET',
      url: `/api/media/${body.id}`,
      headers: alice.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);

    const file = await fetch(`${base}${new URL(body.url).pathname}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it('measures videos, animated GIFs, BMPs and PDF documents by their bytes', async () => {
    const video = await upload(readFileSync(fixture('hevc.mov')), 'clip.mp4');
    expect(video.status).toBe(201);
    expect(video.body).toMatchObject({
      kind: 'video',
      format: 'mov',
      mime: 'video/quicktime',
      durationSeconds: 2,
      width: 320,
      height: 180,
      fps: 30,
      videoCodec: 'hevc',
      audioCodec: 'aac',
      audioSampleRate: 48_000,
    });
    expect((await upload(await animatedImage('gif', 4), 'dance.gif')).body).toMatchObject({
      format: 'gif',
      frames: 4,
    });
    expect((await upload(bmpHeader(50, 40), 'old.bmp')).body).toMatchObject({ format: 'bmp', width: 50 });
    const pdf = await upload('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n', 'deck.pdf');
    expect(pdf.body).toMatchObject({ kind: 'document', format: 'pdf', mime: 'application/pdf', width: null });

    const served = await fetch(`${base}${new URL(video.body.url).pathname}`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(served.status).toBe(206);
    expect(served.headers.get('content-type')).toBe('video/quicktime');
    expect((await served.arrayBuffer()).byteLength).toBe(100);
  });

  it('refuses a text file named .png with a keyed 415 and keeps nothing', async () => {
    const before = storedFiles();
    const fake = await upload('just some words pretending to be a picture', 'holiday.png');
    expect(fake.status).toBe(415);
    expect(fake.body.error.key).toBe('unsupported_media_type');
    // The right first bytes but no image behind them: stored, measured, refused, deleted.
    const broken = await upload(Buffer.concat([(await plainImage('png', 8, 8)).subarray(0, 20)]), 'cut.png');
    expect(broken.status).toBe(415);
    expect(broken.body.error.key).toBe('unsupported_media_type');
    expect(storedFiles()).toEqual(before);
  });

  it('asks for the file field and for a logged-in user', async () => {
    const wrongField = await upload(await plainImage('png', 8, 8), 'a.png', alice.token, 'image');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toMatchObject({
      key: 'missing_data',
      fields: { file: 'validation.required' },
    });

    const anonymous = await upload(await plainImage('png', 8, 8), 'a.png', 'no-such-token');
    expect(anonymous.status).toBe(401);

    const json = await test.http.inject({
      method: 'POST',
      url: '/api/media',
      headers: alice.headers,
      payload: { file: 'aGVsbG8=' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.key).toBe('unsupported_media_type');
  });

  it('keeps each account to its own files: another account and a malformed id get 404', async () => {
    const { body } = await upload(await plainImage('jpeg', 30, 30), 'mine.jpg');
    for (const method of ['GET', 'DELETE'] as const) {
      const foreign = await test.http.inject({ method, url: `/api/media/${body.id}`, headers: bob.headers });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.key).toBe('not_found');
      const malformed = await test.http.inject({
        method,
        url: '/api/media/not-a-uuid',
        headers: alice.headers,
      });
      expect(malformed.statusCode).toBe(404);
    }

    const removed = await test.http.inject({
      method: 'DELETE',
      url: `/api/media/${body.id}`,
      headers: alice.headers,
    });
    expect(removed.statusCode).toBe(204);
    const gone = await test.http.inject({
      method: 'GET',
      url: `/api/media/${body.id}`,
      headers: alice.headers,
    });
    expect(gone.statusCode).toBe(404);
    expect((await fetch(`${base}${new URL(body.url).pathname}`)).status).toBe(404);
  });

  it('answers unknown, malformed and escaping file paths with a keyed 404 and never a listing', async () => {
    const paths = [
      `/media/${'A'.repeat(43)}.png`,
      '/media/',
      '/media',
      '/media/..%2f..%2fpackage.json',
      `/media/${'A'.repeat(2)}/`,
      '/media/.env',
    ];
    expect((await test.http.inject({ method: 'GET', url: '/planner' })).body).toContain('<title>Pagewise');
    for (const url of paths) {
      const response = await test.http.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.key, url).toBe('not_found');
    }
    // Dot segments are resolved before routing: this one never reaches /media, and gets the web app.
    const escaping = await test.http.inject({ method: 'GET', url: '/media/%2e%2e/%2e%2e/package.json' });
    expect(escaping.body).toContain('<title>Pagewise');
  });

  it('never answers a 5xx to junk on the media routes', async () => {
    const attempts = [
      {
        method: 'POST' as const,
        url: '/api/media',
        payload: 'junk',
        headers: { 'content-type': 'text/plain' },
      },
      {
        method: 'POST' as const,
        url: '/api/media',
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
      {
        method: 'POST' as const,
        url: '/api/media',
        payload: '',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
      {
        method: 'POST' as const,
        url: '/api/media',
        payload: 'whatever',
        headers: { 'content-type': 'multipart/form-data' },
      },
      { method: 'DELETE' as const, url: "/api/media/'; drop table media; --" },
      { method: 'GET' as const, url: '/media/%00' },
    ];
    for (const attempt of attempts) {
      const response = await test.http.inject({
        ...attempt,
        headers: { ...alice.headers, ...attempt.headers },
      });
      expect(
        response.statusCode,
        `${attempt.method} ${attempt.url} → ${response.body}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${attempt.method} ${attempt.url} → ${response.body}`).toBeLessThan(500);
      expect(response.json().error?.key, `${attempt.url} → ${response.body}`).toEqual(expect.any(String));
    }
  });
});
