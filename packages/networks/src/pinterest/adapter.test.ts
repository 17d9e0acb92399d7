import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import { FakeApi } from '../fake/fake-api.ts';
import { fakePictureUrl, servesPicture } from '../fake/fake-picture.ts';
import { isNetworkError, type NetworkError } from '../network-error.ts';
import { createPinterestAdapter } from './adapter.ts';
import { type FakePinterest, startFakePinterest } from './fake.ts';

let fake: FakePinterest;
let media: FakeApi;
let adapter: ReturnType<typeof createPinterestAdapter>;
let page: ConnectedPage;

beforeAll(async () => {
  fake = await startFakePinterest();
  media = await new FakeApi().on('GET', '/media/:name', () => ({ text: 'binary' })).start();
  adapter = createPinterestAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'cid',
    clientSecret: 'secret',
    timeoutMs: 500,
  });
  page = { remoteId: 'pu1', name: 'Pagewise', credentials: fake.connect() };
});
afterAll(async () => {
  await fake.close();
  await media.close();
});

async function failure(promise: Promise<unknown> | undefined): Promise<NetworkError> {
  const error = await promise?.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isNetworkError(error)) throw new Error(`expected a NetworkError, got ${String(error)}`);
  return error;
}
const image = (name: string) => ({ url: `${media.url}/media/${name}`, mime: 'image/png' });
const pin = (text: string, extra: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text,
  idempotencyKey: text,
  images: [image('a')],
  options: { boardId: 'b1' },
  ...extra,
});

describe('Pinterest OAuth', () => {
  it('asks for comma-separated scopes with state (no PKCE)', () => {
    const url = new URL(
      adapter.authorizationUrl?.({ state: 'st', codeChallenge: 'ch', redirectUri: 'https://app/cb' }) ?? '',
    );
    expect(url.pathname).toBe('/oauth/');
    expect(url.searchParams.get('scope')).toBe(
      'boards:read,boards:write,pins:read,pins:write,user_accounts:read',
    );
    expect(url.searchParams.get('state')).toBe('st');
    expect(url.searchParams.has('code_challenge')).toBe(false);
  });

  it('exchanges the code (30 days) and refreshes into a new refresh token', async () => {
    const consent = adapter.authorizationUrl?.({
      state: 's',
      codeChallenge: 'c',
      redirectUri: 'https://app/cb',
    });
    const redirect = await fetch(consent ?? '', { redirect: 'manual' });
    const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const credentials = await adapter.exchangeCode?.({
      code,
      codeVerifier: 'unused',
      redirectUri: 'https://app/cb',
    });
    expect(Math.round((Date.parse(credentials?.expiresAt ?? '') - Date.now()) / 86_400_000)).toBe(30);
    expect(fake.callsTo('POST', '/v5/oauth/token').at(-1)?.body).toMatchObject({
      continuous_refresh: 'true',
    });
    const refreshed = credentials && (await adapter.refresh?.(credentials));
    expect(refreshed?.refreshToken).not.toBe(credentials?.refreshToken);
    expect((await failure(credentials && adapter.refresh?.(credentials))).kind).toBe('reconnect');
  });
});

describe('Pinterest boards and Pins', () => {
  it('lists the account as the page, lists and creates boards', async () => {
    expect(await adapter.listPages?.(page.credentials)).toEqual([
      expect.objectContaining({ remoteId: 'pu1', name: 'Pagewise' }),
    ]);
    const board = await adapter.createBoard(page, { name: 'Launch', privacy: 'PUBLIC' });
    expect((await adapter.listBoards(page)).map((b) => b.name)).toEqual(['Ideas', 'Launch']);
    expect(board.id).toBeTruthy();
  });

  it('needs a board before calling Pinterest', async () => {
    const calls = fake.calls.length;
    const error = await failure(adapter.publish?.(page, pin('No board', { options: {} })));
    expect(error.kind).toBe('rejected');
    expect(error.reason).toContain('board');
    expect(fake.calls.length).toBe(calls);
  });

  it('publishes an image Pin with title and link, and a carousel of at most 5', async () => {
    const single = await adapter.publish?.(
      page,
      pin('Spring ideas', { title: 'Spring', link: 'https://pagewise.app' }),
    );
    expect(fake.state.pins.find((p) => p.id === single?.remoteId)).toMatchObject({
      board_id: 'b1',
      title: 'Spring',
      link: 'https://pagewise.app',
      media_source: { source_type: 'image_url', url: image('a').url },
    });
    await adapter.publish?.(page, pin('Carousel', { images: ['1', '2', '3', '4', '5', '6'].map(image) }));
    const carousel = fake.state.pins.at(-1)?.media_source as { source_type: string; items: unknown[] };
    expect(carousel.source_type).toBe('multiple_image_urls');
    expect(carousel.items).toHaveLength(5);
  });

  it('publishes a video Pin after uploading and processing the video', async () => {
    await adapter.publish?.(
      page,
      pin('Video', { video: { url: `${media.url}/media/v.mp4`, mime: 'video/mp4' } }),
    );
    expect(fake.state.uploads).toBe(1);
    expect(fake.state.pins.at(-1)?.media_source).toMatchObject({
      source_type: 'video_id',
      cover_image_url: image('a').url,
    });
  });

  it('gives a video Pin the thumbnail as its cover, or its first frame without one', async () => {
    const video = { url: `${media.url}/media/v.mp4`, mime: 'video/mp4' };
    const thumbnail = { url: 'https://cdn.test/cover.jpg', mime: 'image/jpeg' };
    await adapter.publish?.(page, pin('Covered video', { images: [], video, thumbnail }));
    expect(fake.state.pins.at(-1)?.media_source).toMatchObject({ cover_image_url: thumbnail.url });
    await adapter.publish?.(page, pin('Plain video', { images: [], video }));
    expect(fake.state.pins.at(-1)?.media_source).toMatchObject({ cover_image_key_frame_time: 0 });
  });

  it('settles a lost answer by reading the board back, without a duplicate', async () => {
    fake.failNext({ kind: 'lose-response' }, (request) => request.path === '/v5/pins');
    const outgoing = pin('Lost in transit', { link: 'https://pagewise.app/x' });
    expect((await failure(adapter.publish?.(page, outgoing))).kind).toBe('unknown_outcome');
    const made = fake.state.pins.filter((p) => p.description === outgoing.text);
    expect(made).toHaveLength(1);
    expect((await adapter.findPublished?.(page, outgoing))?.remoteId).toBe(made[0]?.id);
    expect(await adapter.findPublished?.(page, pin('Lost in transit'))).toBeNull();
  });

  it('an unknown board is refused content with Pinterest’s words; delete works', async () => {
    const error = await failure(adapter.publish?.(page, pin('Elsewhere', { options: { boardId: 'nope' } })));
    expect([error.kind, error.reason]).toEqual(['rejected', 'Board not found.']);
    const result = await adapter.publish?.(page, pin('Short-lived'));
    await adapter.deletePost?.(page, result?.remoteId ?? '');
    expect(fake.state.pins.some((p) => p.id === result?.remoteId)).toBe(false);
  });

  it('reads followers and daily account analytics (90 days at most)', async () => {
    const metrics = await adapter.readMetrics?.(page, 120);
    expect(metrics).toMatchObject({ followers: 870, impressions: 900, engagements: 180 });
    expect(metrics?.daily).toHaveLength(90);
  });
});

describe('Pinterest errors', () => {
  it('expired → token_expired, missing scope → reconnect', async () => {
    const expired = fake.connect();
    fake.state.oauth.expire(expired.accessToken);
    expect((await failure(adapter.listPages?.(expired))).kind).toBe('token_expired');
    const narrow = { ...page, credentials: fake.connect('pu1', ['boards:read']) };
    expect((await failure(adapter.publish?.(narrow, pin('No scope')))).kind).toBe('reconnect');
  });

  it('429 with Retry-After, 5xx and a read time-out', async () => {
    fake.failNext({
      kind: 'status',
      status: 429,
      json: { code: 8, message: 'Rate limit exceeded.' },
      headers: { 'retry-after': '12' },
    });
    const limited = await failure(adapter.listBoards(page));
    expect([limited.kind, limited.retryAfterSeconds]).toEqual(['rate_limited', 12]);
    fake.failNext({ kind: 'status', status: 500, json: { code: 0, message: 'Internal error' } });
    expect((await failure(adapter.readMetrics?.(page, 7))).kind).toBe('server_error');
    fake.failNext({ kind: 'hang' });
    expect((await failure(adapter.listPages?.(page.credentials))).kind).toBe('server_error');
  });
});

describe('Pinterest profile picture', () => {
  it("reads the account's profile_image", async () => {
    const [listed] = (await adapter.listPages?.(page.credentials)) ?? [];
    expect(listed?.pictureUrl).toBe(fakePictureUrl(fake, 'pu1'));
    expect(await servesPicture(listed?.pictureUrl)).toBe(true);
  });
});
