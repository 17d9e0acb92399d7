import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import type { FakeApi } from '../fake/fake-api.ts';
import { s256 } from '../fake/fake-oauth.ts';
import { fakePictureUrl, servesPicture } from '../fake/fake-picture.ts';
import { readStreams } from '../fake/read-streams.ts';
import { isNetworkError, type NetworkError } from '../network-error.ts';
import { createYouTubeAdapter } from './adapter.ts';
import { type FakeYouTubeState, startFakeYouTube } from './fake.ts';

let fake: FakeApi & { state: FakeYouTubeState };
let adapter: ReturnType<typeof createYouTubeAdapter>;
let page: ConnectedPage;

beforeAll(async () => {
  fake = await startFakeYouTube();
  adapter = createYouTubeAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'client',
    clientSecret: 'secret',
    timeoutMs: 300,
    uploadTimeoutMs: 300,
    sleep: async () => {},
  });
  page = { remoteId: 'UCfake', name: 'Bakery TV', credentials: { accessToken: fake.state.seed.accessToken } };
});
afterAll(() => fake.close());

async function failure(promise: Promise<unknown> | undefined): Promise<NetworkError> {
  const error = await promise?.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isNetworkError(error)) throw new Error(`expected a NetworkError, got ${String(error)}`);
  return error;
}

function post(overrides: Partial<OutgoingPost> = {}): OutgoingPost {
  return {
    title: 'How we bake',
    text: 'A morning at the bakery',
    video: { url: `${fake.url}/media/clip.mp4`, mime: 'video/mp4' },
    idempotencyKey: 'k1',
    ...overrides,
  };
}

describe('youtube connection', () => {
  it('asks for upload, force-ssl and analytics scopes with PKCE, and exchanges the code', async () => {
    const url = new URL(
      adapter.authorizationUrl?.({
        state: 's',
        codeChallenge: s256('verifier'),
        redirectUri: 'https://a/cb',
      }) ?? '',
    );
    expect(url.searchParams.get('scope')?.split(' ')).toContain(
      'https://www.googleapis.com/auth/youtube.upload',
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('access_type')).toBe('offline');
    const consent = await fetch(url, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const credentials = await adapter.exchangeCode?.({
      code,
      codeVerifier: 'verifier',
      redirectUri: 'https://a/cb',
    });
    expect(credentials).toMatchObject({ refreshToken: expect.any(String), expiresAt: expect.any(String) });
    const fresh = await adapter.refresh?.(credentials ?? { accessToken: '' });
    expect(fresh?.accessToken).not.toBe(credentials?.accessToken);
  });

  it('lists the channel, and says so when the account has none', async () => {
    expect(await adapter.listPages?.(page.credentials)).toEqual([
      expect.objectContaining({ remoteId: 'UCfake', name: 'Bakery TV' }),
    ]);
    const channels = fake.state.channels.splice(0);
    const error = await failure(adapter.listPages?.(page.credentials));
    fake.state.channels.push(...channels);
    expect(error).toMatchObject({ kind: 'rejected', reason: 'no_youtube_channel' });
  });
});

describe('youtube publishing', () => {
  it('uploads with the options, adds to the playlist, then deletes', async () => {
    const options = {
      privacyStatus: 'unlisted',
      madeForKids: true,
      categoryId: '26',
      tags: ['bread'],
      notifySubscribers: false,
      playlistId: 'PL1',
    };
    const published = await adapter.publish?.(page, post({ options }));
    const video = fake.state.videos.find((entry) => entry.id === published?.remoteId);
    expect(video).toMatchObject({
      snippet: {
        title: 'How we bake',
        description: 'A morning at the bakery',
        categoryId: '26',
        tags: ['bread'],
      },
      status: { privacyStatus: 'unlisted', selfDeclaredMadeForKids: true },
      notifySubscribers: false,
      bytes: 'fake video bytes'.length,
    });
    expect(published?.url).toBe(`https://www.youtube.com/watch?v=${video?.id}`);
    expect(fake.state.playlistItems).toEqual([{ playlistId: 'PL1', videoId: video?.id }]);
    await adapter.deletePost?.(page, video?.id ?? '');
    expect(fake.state.videos.some((entry) => entry.id === video?.id)).toBe(false);
  });

  it('sets the custom thumbnail with thumbnails.set once the video is up', async () => {
    const cover = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    fake.state.mediaFiles.set('cover.jpg', cover);
    const thumbnail = { url: `${fake.url}/media/cover.jpg`, mime: 'image/jpeg' };
    const published = await adapter.publish?.(page, post({ idempotencyKey: 'thumb', thumbnail }));
    expect(fake.state.thumbnails).toContainEqual({
      videoId: published?.remoteId,
      mime: 'image/jpeg',
      sha256: createHash('sha256').update(cover).digest('hex'),
    });
  });

  it('publishes the video even when YouTube refuses its thumbnail', async () => {
    const thumbnail = { url: `${fake.url}/media/clip.mp4`, mime: 'image/gif' };
    const published = await adapter.publish?.(page, post({ idempotencyKey: 'thumb-refused', thumbnail }));
    expect(fake.state.videos.some((video) => video.id === published?.remoteId)).toBe(true);
    expect(fake.state.thumbnails.some((entry) => entry.videoId === published?.remoteId)).toBe(false);
  });

  it('passes on a refused title as rejected with YouTube’s words', async () => {
    const error = await failure(adapter.publish?.(page, post({ title: 'a <b>' })));
    expect(error).toMatchObject({
      kind: 'rejected',
      reason: 'The request metadata specifies an invalid video title.',
    });
    expect((await failure(adapter.publish?.(page, post({ video: undefined })))).reason).toBe(
      'video_required',
    );
  });

  it('asks the session after a lost answer to the last piece, and finds the video there', async () => {
    const lost = post({ title: 'Asked', text: 'Lost answer, asked', idempotencyKey: 'asked' });
    fake.failNext({ kind: 'lose-response' }, (request) => request.method === 'PUT');
    const published = await adapter.publish?.(page, lost);
    const matching = fake.state.videos.filter((video) => video.snippet.title === 'Asked');
    expect(matching.map((video) => video.id)).toEqual([published?.remoteId]);
  });

  it('reads back a video whose upload answer was lost and whose session cannot be asked', async () => {
    const lost = post({ title: 'Lost', text: 'Lost answer', idempotencyKey: 'lost' });
    fake.failNext({ kind: 'lose-response' }, (request) => request.method === 'PUT');
    fake.failNext({ kind: 'hang' }, (request) => request.method === 'PUT');
    expect((await failure(adapter.publish?.(page, lost))).kind).toBe('unknown_outcome');
    const found = await adapter.findPublished?.(page, lost);
    const matching = fake.state.videos.filter((video) => video.snippet.title === 'Lost');
    expect(matching).toHaveLength(1);
    expect(found?.remoteId).toBe(matching[0]?.id);
    expect(await adapter.findPublished?.(page, post({ title: 'Other', idempotencyKey: 'o' }))).toBeNull();
  });
});

describe('youtube errors', () => {
  it.each([
    [
      { kind: 'status', status: 401, json: { error: { code: 401, status: 'UNAUTHENTICATED' } } },
      'token_expired',
    ],
    [
      { kind: 'status', status: 403, json: { error: { code: 403, errors: [{ reason: 'forbidden' }] } } },
      'reconnect',
    ],
    [{ kind: 'status', status: 429, json: {}, headers: { 'retry-after': '7' } }, 'rate_limited'],
    [
      { kind: 'status', status: 500, json: { error: { code: 500, errors: [{ reason: 'backendError' }] } } },
      'server_error',
    ],
    [{ kind: 'hang' }, 'server_error'],
  ] as const)('turns %j into %s', async (failureMode, kind) => {
    fake.failNext(failureMode);
    expect((await failure(adapter.readInbox?.(page, { stream: 'comments', cursor: null }))).kind).toBe(kind);
  });

  it('calls a spent daily quota (403 quotaExceeded) rate_limited until midnight Pacific', async () => {
    fake.failNext(
      {
        kind: 'status',
        status: 403,
        json: { error: { code: 403, errors: [{ domain: 'youtube.quota', reason: 'quotaExceeded' }] } },
      },
      (request) => request.method === 'POST',
    );
    const error = await failure(adapter.publish?.(page, post()));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(24 * 3600);
  });

  it('turns an expired token into token_expired and a revoked refresh token into reconnect', async () => {
    const { accessToken, refreshToken } = fake.state.oauth.issue('u2', []);
    fake.state.oauth.expire(accessToken);
    expect((await failure(adapter.listPages?.({ accessToken }))).kind).toBe('token_expired');
    fake.state.oauth.revoke(accessToken);
    expect((await failure(adapter.refresh?.({ accessToken, refreshToken }))).kind).toBe('reconnect');
  });
});

describe('youtube comments and metrics', () => {
  it('reads comments, replies and moderates', async () => {
    const items = await readStreams(adapter, page, new Date(Date.now() - 60_000).toISOString());
    expect(items).toEqual([
      expect.objectContaining({
        remoteId: 'Ugx1',
        type: 'comment',
        authorName: 'Bob',
        postRemoteId: 'old-video',
      }),
    ]);
    // Read again from the cursor it gave: nothing new, and the cursor stays.
    const first = await adapter.readInbox?.(page, { stream: 'comments', cursor: null });
    expect(first?.items).toHaveLength(1);
    const again = await adapter.readInbox?.(page, {
      stream: 'comments',
      cursor: new Date(Date.parse(first?.cursor ?? '') + 1).toISOString(),
    });
    expect(again).toEqual({ items: [], cursor: new Date(Date.parse(first?.cursor ?? '') + 1).toISOString() });
    const reply = { text: 'Thanks Bob', idempotencyKey: 'k1' };
    expect(await adapter.findReply?.(page, 'Ugx1', reply)).toBeNull();
    const sent = await adapter.reply?.(page, 'Ugx1', 'Thanks Bob');
    expect(fake.state.replies).toEqual([expect.objectContaining({ parentId: 'Ugx1', text: 'Thanks Bob' })]);
    // Read back: the channel's reply with this text.
    expect(await adapter.findReply?.(page, 'Ugx1', reply)).toEqual({ remoteId: sent?.remoteId });
    expect(await adapter.findReply?.(page, 'Ugx1', { ...reply, text: 'Thanks, Bob' })).toBeNull();
    await adapter.moderate?.(page, 'Ugx1', 'hide');
    expect(fake.state.moderation.get('Ugx1')).toBe('heldForReview');
    await adapter.moderate?.(page, 'Ugx1', 'delete');
    expect(fake.state.moderation.get('Ugx1')).toBe('rejected');
  });

  it('reads subscribers and daily views', async () => {
    const metrics = await adapter.readMetrics?.(page, 3);
    expect(metrics).toMatchObject({ followers: 1200, impressions: 30, engagements: 9 });
    expect(metrics?.daily).toHaveLength(3);
  });
});

describe('youtube channel thumbnail', () => {
  it('takes the 240 px thumbnail rather than the 88 px default', async () => {
    const [listed] = (await adapter.listPages?.(page.credentials)) ?? [];
    expect(listed?.pictureUrl).toBe(fakePictureUrl(fake, 'UCfake'));
    expect(await servesPicture(listed?.pictureUrl)).toBe(true);
  });
});
