import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import { networkFailure } from '../fake/network-failure.ts';
import { createYouTubeAdapter } from './adapter.ts';
import { startFakeYouTube } from './fake.ts';
import { chunkBytes } from './resumable-upload.ts';

let fake: Awaited<ReturnType<typeof startFakeYouTube>>;
let adapter: ReturnType<typeof createYouTubeAdapter>;
let page: ConnectedPage;
const waits: number[] = [];
// Two whole pieces and a short last one.
const file = randomBytes(2 * chunkBytes + 123_457);
const sha256 = createHash('sha256').update(file).digest('hex');

beforeAll(async () => {
  fake = await startFakeYouTube();
  fake.state.mediaFiles.set('long.mp4', file);
  adapter = createYouTubeAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'client',
    clientSecret: 'secret',
    uploadTimeoutMs: 10_000,
    sleep: async (ms) => void waits.push(ms),
  });
  page = { remoteId: 'UCfake', name: 'Bakery TV', credentials: { accessToken: fake.state.seed.accessToken } };
});
// The same video in the product's disk storage, as a worker on the storage's machine finds it.
const storageDir = mkdtempSync(join(tmpdir(), 'youtube-upload-'));
const localPath = join(storageDir, 'long.mp4');
writeFileSync(localPath, file);
afterAll(async () => {
  await fake.close();
  rmSync(storageDir, { recursive: true, force: true });
});
beforeEach(() => {
  waits.length = 0;
  fake.calls.length = 0;
});

const post = (title: string): OutgoingPost => ({
  title,
  text: `${title}, the long cut`,
  video: { url: `${fake.url}/media/long.mp4`, mime: 'video/mp4' },
  idempotencyKey: title,
});
const mediaReads = () =>
  fake.calls.filter((call) => call.method === 'GET' && call.path.startsWith('/media/'));
const puts = () => fake.callsTo('PUT', '/upload/youtube/v3/videos');
const ranges = () => puts().map((call) => call.headers['content-range']);
const videosTitled = (title: string) => fake.state.videos.filter((video) => video.snippet.title === title);

describe('youtube resumable upload', () => {
  it('sends a long video in pieces of 8 MiB that arrive byte for byte', async () => {
    const published = await adapter.publish?.(page, post('Pieces'));
    const total = file.byteLength;
    expect(ranges()).toEqual([
      `bytes 0-${chunkBytes - 1}/${total}`,
      `bytes ${chunkBytes}-${2 * chunkBytes - 1}/${total}`,
      `bytes ${2 * chunkBytes}-${total - 1}/${total}`,
    ]);
    const session = fake.callsTo('POST', '/upload/youtube/v3/videos')[0];
    expect(session?.headers['x-upload-content-length']).toBe(String(total));
    expect(session?.headers['x-upload-content-type']).toBe('video/mp4');
    expect(videosTitled('Pieces')).toEqual([
      expect.objectContaining({ id: published?.remoteId, bytes: total, sha256, pieces: 3 }),
    ]);
    expect(waits).toEqual([]);
  });

  it('resumes an interrupted piece from what YouTube says it holds', async () => {
    fake.state.interruptPiece = { keep: 100_000, as: 'status' };
    const published = await adapter.publish?.(page, post('Interrupted'));
    const total = file.byteLength;
    const resumedAt = 100_000;
    expect(ranges()).toEqual([
      `bytes 0-${chunkBytes - 1}/${total}`,
      `bytes */${total}`,
      `bytes ${resumedAt}-${resumedAt + chunkBytes - 1}/${total}`,
      `bytes ${resumedAt + chunkBytes}-${resumedAt + 2 * chunkBytes - 1}/${total}`,
      `bytes ${resumedAt + 2 * chunkBytes}-${total - 1}/${total}`,
    ]);
    expect(waits).toEqual([1000]);
    expect(videosTitled('Interrupted')).toEqual([
      expect.objectContaining({ id: published?.remoteId, bytes: total, sha256 }),
    ]);
  });

  it('resumes after a dropped connection, and a piece dropped once all of it arrived makes one video', async () => {
    fake.state.interruptPiece = { keep: 0, as: 'drop' };
    await adapter.publish?.(page, post('Dropped'));
    expect(ranges().slice(0, 3)).toEqual([
      `bytes 0-${chunkBytes - 1}/${file.byteLength}`,
      `bytes */${file.byteLength}`,
      `bytes 0-${chunkBytes - 1}/${file.byteLength}`,
    ]);
    expect(videosTitled('Dropped')).toEqual([expect.objectContaining({ sha256 })]);

    fake.calls.length = 0;
    // The last piece all arrived but the connection broke before the answer: the status query returns the video.
    fake.state.interruptPiece = { from: 2 * chunkBytes, keep: file.byteLength, as: 'drop' };
    const published = await adapter.publish?.(page, post('Answer lost'));
    expect(ranges().at(-1)).toBe(`bytes */${file.byteLength}`);
    expect(videosTitled('Answer lost')).toEqual([
      expect.objectContaining({ id: published?.remoteId, sha256 }),
    ]);
  });

  it('gives up after five failed pieces in a row with a retryable error and no video', async () => {
    for (let i = 0; i < 6; i++)
      fake.failNext(
        { kind: 'status', status: 503, json: { error: { code: 503, message: 'Backend Error' } } },
        (request) => request.method === 'PUT' && request.rawBody.length > 0,
      );
    const error = await networkFailure(adapter.publish?.(page, post('Given up')));
    expect(error.kind).toBe('server_error');
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(videosTitled('Given up')).toEqual([]);
  });

  it('refuses a piece that does not start where the received bytes end (the fake keeps the protocol)', async () => {
    const opened = await fetch(`${fake.url}/upload/youtube/v3/videos?uploadType=resumable&part=snippet`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fake.state.seed.accessToken}`,
        'content-type': 'application/json',
        'x-upload-content-length': '1000',
        'x-upload-content-type': 'video/mp4',
      },
      body: JSON.stringify({ snippet: { title: 'Raw' }, status: { privacyStatus: 'private' } }),
    });
    const session = opened.headers.get('location') ?? '';
    const put = (range: string, body: Uint8Array) =>
      fetch(session, {
        method: 'PUT',
        redirect: 'manual',
        headers: { authorization: `Bearer ${fake.state.seed.accessToken}`, 'content-range': range },
        body,
      });
    expect((await put('bytes 10-19/1000', new Uint8Array(10))).status).toBe(400);
    // Not a multiple of 256 KiB and not the last piece.
    expect((await put('bytes 0-9/1000', new Uint8Array(10))).status).toBe(400);
    const asked = await put('bytes */1000', new Uint8Array(0));
    expect(asked.status).toBe(308);
    expect(asked.headers.get('range')).toBeNull();
    expect((await put('bytes 0-999/1000', new Uint8Array(1000))).status).toBe(201);
  });

  it('reads a video kept on this machine’s disk there, not from its URL, and resumes from the disk', async () => {
    fake.state.interruptPiece = { from: chunkBytes, keep: 200_000, as: 'status' };
    const published = await adapter.publish?.(page, {
      ...post('From disk'),
      video: { url: `${fake.url}/media/not-served.mp4`, mime: 'video/mp4', localPath },
    });
    const total = file.byteLength;
    const resumedAt = chunkBytes + 200_000;
    expect(ranges()).toEqual([
      `bytes 0-${chunkBytes - 1}/${total}`,
      `bytes ${chunkBytes}-${2 * chunkBytes - 1}/${total}`,
      `bytes */${total}`,
      `bytes ${resumedAt}-${total - 1}/${total}`,
    ]);
    expect(mediaReads()).toEqual([]);
    expect(videosTitled('From disk')).toEqual([
      expect.objectContaining({ id: published?.remoteId, bytes: total, sha256 }),
    ]);
  });

  it('reads the URL when the file is not on this machine (a worker elsewhere)', async () => {
    const published = await adapter.publish?.(page, {
      ...post('Elsewhere'),
      video: {
        url: `${fake.url}/media/long.mp4`,
        mime: 'video/mp4',
        localPath: join(storageDir, 'gone.mp4'),
      },
    });
    expect(mediaReads().length).toBeGreaterThan(0);
    expect(videosTitled('Elsewhere')).toEqual([
      expect.objectContaining({ id: published?.remoteId, bytes: file.byteLength, sha256 }),
    ]);
  });
});
