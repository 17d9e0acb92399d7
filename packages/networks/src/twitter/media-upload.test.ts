import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import { FakeApi } from '../fake/fake-api.ts';
import { serveMediaFiles } from '../fake/fake-media.ts';
import { networkFailure } from '../fake/network-failure.ts';
import { createTwitterAdapter } from './adapter.ts';
import { type FakeTwitter, startFakeTwitter } from './fake.ts';

const segment = 4 * 1024 * 1024;
// Two whole segments and a short last one.
const file = randomBytes(2 * segment + 1000);
let fake: FakeTwitter;
let storage: FakeApi;
let adapter: ReturnType<typeof createTwitterAdapter>;
let page: ConnectedPage;
const waits: number[] = [];

beforeAll(async () => {
  fake = await startFakeTwitter();
  storage = await serveMediaFiles(new FakeApi(), new Map([['long.mp4', file]])).start();
  adapter = createTwitterAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'cid',
    clientSecret: 'secret',
    sleep: async (ms) => void waits.push(ms),
  });
  page = { remoteId: '1001', name: 'Pagewise Demo', credentials: fake.connect() };
});
afterAll(async () => {
  await fake.close();
  await storage.close();
});
beforeEach(() => {
  waits.length = 0;
  fake.calls.length = 0;
  fake.state.videoProcessing = { checks: 1, checkAfterSecs: 2, outcome: 'succeeded' };
});

const post = (text: string): OutgoingPost => ({
  text,
  idempotencyKey: text,
  video: { url: `${storage.url}/media/long.mp4`, mime: 'video/mp4' },
});
const appends = () => fake.calls.filter((call) => call.path.endsWith('/append'));
const segmentIndexes = () =>
  appends().map((call) => /name="segment_index"\r\n\r\n(\d+)/.exec(call.rawBody.toString('latin1'))?.[1]);
const tweetsSaying = (text: string) => fake.state.tweets.filter((tweet) => tweet.sentText === text);

describe('X chunked video upload', () => {
  it('appends 4 MiB segments by index, finalizes, and polls STATUS as X asks before posting', async () => {
    const published = await adapter.publish?.(page, post('Segments'));
    const init = fake.calls.find((call) => call.path === '/2/media/upload/initialize');
    expect(init?.body).toEqual({
      media_type: 'video/mp4',
      total_bytes: file.byteLength,
      media_category: 'tweet_video',
    });
    expect(segmentIndexes()).toEqual(['0', '1', '2']);
    expect(Math.max(...appends().map((call) => call.rawBody.length))).toBeLessThan(5 * 1024 * 1024);
    const statuses = fake.calls.filter((call) => call.method === 'GET' && call.path === '/2/media/upload');
    expect(statuses.map((call) => call.query.get('command'))).toEqual(['STATUS', 'STATUS']);
    // FINALIZE says pending, STATUS once in progress: each time X says to check after 2 s.
    expect(waits).toEqual([2000, 2000]);
    const [tweet] = tweetsSaying('Segments');
    expect(tweet?.id).toBe(published?.remoteId);
    const media = fake.state.media.get(tweet?.mediaIds[0] ?? '');
    expect(media?.bytes?.equals(file)).toBe(true);
  });

  it('sends a failed segment again, and only that one', async () => {
    fake.failSegment(1);
    await adapter.publish?.(page, post('Retried'));
    expect(segmentIndexes()).toEqual(['0', '1', '1', '2']);
    expect(waits).toEqual([1000, 2000, 2000]);
    const [tweet] = tweetsSaying('Retried');
    expect(fake.state.media.get(tweet?.mediaIds[0] ?? '')?.bytes?.equals(file)).toBe(true);
  });

  it('fails with a retryable error and no post when a segment keeps failing', async () => {
    for (let i = 0; i < 3; i++) fake.failSegment(2);
    const error = await networkFailure(adapter.publish?.(page, post('Kept failing')));
    expect(error.kind).toBe('server_error');
    expect(waits).toEqual([1000, 2000]);
    expect(fake.calls.some((call) => call.path.endsWith('/finalize'))).toBe(false);
    expect(tweetsSaying('Kept failing')).toEqual([]);
  });

  it('reports a video X could not process as refused, in X’s words, without posting', async () => {
    fake.state.videoProcessing = { checks: 2, checkAfterSecs: 5, outcome: 'failed' };
    const error = await networkFailure(adapter.publish?.(page, post('Broken video')));
    expect(error).toMatchObject({
      kind: 'rejected',
      reason: 'X could not process the media: Unsupported video format',
    });
    expect(waits).toEqual([5000, 5000, 5000]);
    expect(tweetsSaying('Broken video')).toEqual([]);
  });
});
