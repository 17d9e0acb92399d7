import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import type { FakeApi } from '../fake/fake-api.ts';
import { s256 } from '../fake/fake-oauth.ts';
import { fakePictureUrl, servesPicture } from '../fake/fake-picture.ts';
import { isNetworkError, type NetworkError } from '../network-error.ts';
import { createTikTokAdapter, type TikTokConfig } from './adapter.ts';
import { startFakeTikTok } from './fake.ts';
import type { FakeTikTokState } from './fake-state.ts';

let fake: FakeApi & { state: FakeTikTokState };
let page: ConnectedPage;
const adapter = (settings: Partial<TikTokConfig> = {}) =>
  createTikTokAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'key',
    clientSecret: 'secret',
    timeoutMs: 300,
    statusPollMs: 10,
    publishWaitMs: 200,
    ...settings,
  });

beforeAll(async () => {
  fake = await startFakeTikTok();
  page = { remoteId: 'open-id-1', name: 'Bakery', credentials: { accessToken: fake.state.seed.accessToken } };
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

function video(text: string, options: Record<string, unknown> = {}): OutgoingPost {
  return {
    text,
    video: { url: `${fake.url}/media/clip.mp4`, mime: 'video/mp4' },
    idempotencyKey: text,
    options: { privacy_level: 'PUBLIC_TO_EVERYONE', ...options },
  };
}

describe('tiktok connection', () => {
  it('authorises with PKCE, exchanges the code for 24 h and 365 d tokens, and refreshes', async () => {
    const tiktok = adapter();
    const url = new URL(
      tiktok.authorizationUrl?.({
        state: 's',
        codeChallenge: s256('verifier'),
        redirectUri: 'https://a/cb',
      }) ?? '',
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_key: 'key',
      scope: 'user.info.basic,user.info.stats,video.publish,video.list',
      code_challenge: s256('verifier'),
      code_challenge_method: 'S256',
      state: 's',
    });
    const consent = await fetch(url, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const credentials = await tiktok.exchangeCode?.({
      code,
      codeVerifier: 'verifier',
      redirectUri: 'https://a/cb',
    });
    expect(Date.parse(credentials?.expiresAt ?? '') - Date.now()).toBeGreaterThan(86_000_000);
    expect(Date.parse(credentials?.extra?.refreshExpiresAt ?? '') - Date.now()).toBeGreaterThan(
      364 * 86_400_000,
    );
    expect(credentials?.extra?.openId).toBe('open-id-1');
    const fresh = await tiktok.refresh?.(credentials ?? { accessToken: '' });
    expect(fresh?.refreshToken).not.toBe(credentials?.refreshToken);
    expect(fresh?.extra?.openId).toBe('open-id-1');
    // The old refresh token was replaced: using it again means logging in again.
    expect((await failure(tiktok.refresh?.(credentials ?? { accessToken: '' }))).kind).toBe('reconnect');
  });

  it('lists the creator and leaves out what the API lacks', async () => {
    const tiktok = adapter();
    expect(await tiktok.listPages?.(page.credentials)).toEqual([
      expect.objectContaining({ remoteId: 'open-id-1', name: 'Bakery' }),
    ]);
    expect(tiktok.deletePost).toBeUndefined();
    expect(tiktok.readInbox).toBeUndefined();
  });
});

describe('tiktok publishing', () => {
  it('uploads a video file, keeps the creator’s disabled duet, and waits for PUBLISH_COMPLETE', async () => {
    fake.state.processingPolls = 2;
    const published = await adapter().publish?.(page, video('First bake', { disable_comment: true }));
    fake.state.processingPolls = 0;
    const publish = fake.state.publishes.at(-1);
    expect(publish).toMatchObject({
      mediaType: 'VIDEO',
      uploaded: 'fake video bytes'.length,
      sourceInfo: { source: 'FILE_UPLOAD', video_size: 16, chunk_size: 16, total_chunk_count: 1 },
      postInfo: { title: 'First bake', disable_comment: true, disable_duet: true, disable_stitch: false },
    });
    expect(published).toEqual({
      remoteId: publish?.postId,
      url: `https://www.tiktok.com/@bakery/video/${publish?.postId}`,
    });
  });

  it('pulls from a URL when configured, and posts photos (extra ones dropped)', async () => {
    await adapter({ videoSource: 'PULL_FROM_URL' }).publish?.(page, video('Pulled'));
    expect(fake.state.publishes.at(-1)?.sourceInfo).toEqual({
      source: 'PULL_FROM_URL',
      video_url: `${fake.url}/media/clip.mp4`,
    });
    const images = Array.from({ length: 36 }, (_, index) => ({
      url: `https://m.example/${index}.jpg`,
      mime: 'image/jpeg',
    }));
    const photo = await adapter().publish?.(page, {
      ...video('Photos', { privacy_level: 'SELF_ONLY' }),
      video: undefined,
      images,
    });
    const publish = fake.state.publishes.at(-1);
    expect(publish?.mediaType).toBe('PHOTO');
    expect(publish?.sourceInfo.photo_images).toHaveLength(35);
    // A private post has no public id: it is known by its publish_id.
    expect(photo?.remoteId).toBe(publish?.publishId);
  });

  it('refuses a missing or unoffered privacy level before calling TikTok', async () => {
    const before = fake.callsTo('POST', '/v2/post/publish/video/init/').length;
    const missing = await failure(adapter().publish?.(page, { ...video('x'), options: {} }));
    expect(missing).toMatchObject({ kind: 'rejected', reason: 'privacy_level_required' });
    fake.state.creator.privacy_level_options = ['SELF_ONLY'];
    const unoffered = await failure(adapter().publish?.(page, video('y')));
    fake.state.creator.privacy_level_options.push('PUBLIC_TO_EVERYONE');
    expect(unoffered.reason).toBe('privacy_level_option_mismatch');
    expect(fake.callsTo('POST', '/v2/post/publish/video/init/').length).toBe(before);
  });

  it('passes on a failed publish as rejected with fail_reason', async () => {
    fake.state.failReason = 'duration_check_failed';
    const error = await failure(adapter().publish?.(page, video('Too long')));
    fake.state.failReason = undefined;
    expect(error).toMatchObject({ kind: 'rejected', reason: 'duration_check_failed' });
  });

  it('calls a publish still processing past the bound unknown, then finds it by publish_id', async () => {
    const tiktok = adapter();
    const post = video('Slow one');
    fake.state.processingPolls = 1000;
    expect((await failure(tiktok.publish?.(page, post))).kind).toBe('unknown_outcome');
    expect((await failure(tiktok.findPublished?.(page, post))).kind).toBe('unknown_outcome');
    const publish = fake.state.publishes.at(-1);
    if (publish) publish.pollsLeft = 0;
    fake.state.processingPolls = 0;
    const found = await tiktok.findPublished?.(page, post);
    expect(found?.remoteId).toBe(publish?.postId);
    expect(fake.state.publishes.filter((entry) => entry.postInfo.title === 'Slow one')).toHaveLength(1);
  });

  it('reads back by caption when the init answer was lost', async () => {
    const post = video('Lost init', {});
    fake.failNext({ kind: 'lose-response' }, (request) => request.path === '/v2/post/publish/video/init/');
    expect((await failure(adapter().publish?.(page, post))).kind).toBe('unknown_outcome');
    const found = await adapter().findPublished?.(page, post);
    const matching = fake.state.publishes.filter((entry) => entry.postInfo.title === 'Lost init');
    expect(matching).toHaveLength(1);
    expect(found?.remoteId).toBe(matching[0]?.postId);
    expect(await adapter().findPublished?.(page, video('Never sent'))).toBeNull();
  });
});

describe('tiktok errors and metrics', () => {
  const envelope = (code: string) => ({ error: { code, message: code, log_id: 'l' } });
  it.each([
    [{ kind: 'status', status: 401, json: envelope('access_token_invalid') }, 'token_expired', undefined],
    [{ kind: 'status', status: 401, json: envelope('scope_not_authorized') }, 'reconnect', undefined],
    [
      {
        kind: 'status',
        status: 429,
        json: envelope('rate_limit_exceeded'),
        headers: { 'retry-after': '30' },
      },
      'rate_limited',
      30,
    ],
    [{ kind: 'status', status: 403, json: envelope('spam_risk_too_many_posts') }, 'rate_limited', 86_400],
    [{ kind: 'status', status: 500, json: envelope('internal_error') }, 'server_error', undefined],
    [{ kind: 'hang' }, 'server_error', undefined],
  ] as const)('turns %j into %s', async (failureMode, kind, retryAfterSeconds) => {
    fake.failNext(failureMode);
    const error = await failure(adapter().publish?.(page, video('Errors')));
    expect(error.kind).toBe(kind);
    expect(error.retryAfterSeconds).toBe(retryAfterSeconds);
  });

  it('rejects with TikTok’s code, and turns an expired token into token_expired', async () => {
    fake.failNext(
      { kind: 'status', status: 403, json: envelope('spam_risk_user_banned_from_posting') },
      (request) => request.path.endsWith('/init/'),
    );
    expect(await failure(adapter().publish?.(page, video('Banned')))).toMatchObject({
      kind: 'rejected',
      reason: 'spam_risk_user_banned_from_posting',
    });
    const { accessToken } = fake.state.oauth.issue('open-id-1', []);
    fake.state.oauth.expire(accessToken);
    expect((await failure(adapter().listPages?.({ accessToken }))).kind).toBe('token_expired');
  });

  it('reads followers and the window’s videos', async () => {
    const metrics = await adapter().readMetrics?.(page, 7);
    const publicPosts = fake.state.publishes.filter((entry) => entry.postId).length;
    expect(metrics).toMatchObject({
      followers: 321,
      impressions: publicPosts * 100,
      engagements: publicPosts * 8,
    });
    expect(metrics?.daily).toHaveLength(7);
  });
});

describe('tiktok avatar', () => {
  it("reads the creator's avatar_url from user/info", async () => {
    const [listed] = (await adapter().listPages?.(page.credentials)) ?? [];
    expect(listed?.pictureUrl).toBe(fakePictureUrl(fake, 'open-id-1'));
    expect(await servesPicture(listed?.pictureUrl)).toBe(true);
    expect(
      fake.calls.some(
        (call) => call.path === '/v2/user/info/' && call.query.get('fields')?.includes('avatar_url'),
      ),
    ).toBe(true);
  });
});
