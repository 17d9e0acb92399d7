import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import { fakePictureUrl, servesPicture } from '../fake/fake-picture.ts';
import { readStreams } from '../fake/read-streams.ts';
import { caughtNetworkError, codeFromDialog, pkcePair } from '../meta/caught-network-error.ts';
import { createFacebookPageAdapter } from './adapter.ts';
import { type FakeFacebookPageApi, startFakeFacebookPage } from './fake.ts';

let fake: FakeFacebookPageApi;
let adapter: ReturnType<typeof createFacebookPageAdapter>;
let page: ConnectedPage;
const redirectUri = 'https://pagewise.test/connect/callback';
const image = (n: number) => ({ url: `https://cdn.test/${n}.jpg`, mime: 'image/jpeg' });
const post = (text: string, extra: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text,
  idempotencyKey: `key-${text}`,
  ...extra,
});

beforeAll(async () => {
  fake = await startFakeFacebookPage();
  const config = { apiBaseUrl: fake.url, authBaseUrl: fake.url, clientId: 'app-1', clientSecret: 'secret' };
  adapter = createFacebookPageAdapter({ ...config, timeoutMs: 400 });
  const first = fake.state.pages[0];
  if (!first) throw new Error('the fake has no page');
  page = { remoteId: first.id, name: first.name, credentials: { accessToken: first.accessToken } };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.posts = [];
  fake.state.comments = [];
});

describe('Facebook page: connect', () => {
  it('sends the user to the OAuth dialog with scopes, state and a PKCE S256 challenge', () => {
    const url = new URL(adapter.authorizationUrl?.({ state: 's1', codeChallenge: 'ch', redirectUri }) ?? '');
    expect(url.pathname).toBe('/v23.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'app-1',
      redirect_uri: redirectUri,
      state: 's1',
      response_type: 'code',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('scope')?.split(',')).toContain('pages_manage_posts');
  });

  it('exchanges the code for a long-lived token, then lists pages with their page tokens and roles', async () => {
    const { codeVerifier, codeChallenge } = await pkcePair();
    const { code, state } = await codeFromDialog(
      adapter.authorizationUrl?.({ state: 's2', codeChallenge, redirectUri }) ?? '',
    );
    expect(state).toBe('s2');
    const credentials = await adapter.exchangeCode?.({ code, codeVerifier, redirectUri });
    expect(Date.parse(credentials?.expiresAt ?? '') - Date.now()).toBeGreaterThan(50 * 86_400_000);
    const exchanges = fake.callsTo('GET', '/v23.0/oauth/access_token');
    expect(exchanges.at(-1)?.query.get('grant_type')).toBe('fb_exchange_token');
    const pages = await adapter.listPages?.({ accessToken: credentials?.accessToken ?? '' });
    expect(pages).toEqual([
      expect.objectContaining({
        remoteId: '100200300',
        role: 'admin',
        credentials: { accessToken: fake.state.pages[0]?.accessToken },
      }),
      expect.objectContaining({ remoteId: '100200301', role: 'analyst' }),
    ]);
  });

  it('refuses a wrong PKCE verifier', async () => {
    const { codeChallenge } = await pkcePair();
    const { code } = await codeFromDialog(
      adapter.authorizationUrl?.({ state: 's', codeChallenge, redirectUri }) ?? '',
    );
    const error = await caughtNetworkError(
      adapter.exchangeCode?.({ code, codeVerifier: 'wrong', redirectUri }) ?? Promise.resolve(),
    );
    expect(error.kind).toBe('rejected');
  });
});

describe('Facebook page: publish', () => {
  it('publishes text with a link to the feed', async () => {
    const published = await adapter.publish?.(page, post('Hello', { link: 'https://pagewise.test' }));
    expect(published?.remoteId).toMatch(/^100200300_/);
    expect(fake.state.posts).toEqual([
      expect.objectContaining({ kind: 'feed', message: 'Hello', link: 'https://pagewise.test' }),
    ]);
  });

  it('publishes one image as a photo post', async () => {
    const published = await adapter.publish?.(page, post('One photo', { images: [image(1)] }));
    expect(fake.state.posts[0]).toMatchObject({
      id: published?.remoteId,
      kind: 'photo',
      mediaUrls: [image(1).url],
    });
  });

  it('publishes several images as one post and drops those beyond the carousel cap of 10', async () => {
    const images = [...Array(12).keys()].map(image);
    await adapter.publish?.(page, post('Album', { images }));
    expect(fake.state.posts).toHaveLength(1);
    expect(fake.state.posts[0]?.mediaUrls).toEqual(images.slice(0, 10).map((entry) => entry.url));
  });

  it('publishes a video', async () => {
    const video = { url: 'https://cdn.test/v.mp4', mime: 'video/mp4' };
    const published = await adapter.publish?.(page, post('Watch', { video }));
    expect(fake.state.posts[0]).toMatchObject({ id: published?.remoteId, kind: 'video', message: 'Watch' });
    expect(await adapter.findPublished?.(page, post('Watch', { video }))).toMatchObject({
      remoteId: published?.remoteId,
    });
  });

  it('publishes a Reel through the Reels flow (start, upload of the hosted file, finish), not /videos', async () => {
    const video = { url: 'https://cdn.test/reel.mp4', mime: 'video/mp4' };
    const reel = post('Behind the ovens', { video, options: { format: 'reel' } });
    const videoCalls = () => fake.callsTo('POST', `/v23.0/${page.remoteId}/videos`).length;
    const videosBefore = videoCalls();
    const published = await adapter.publish?.(page, reel);
    const path = `/v23.0/${page.remoteId}/video_reels`;
    const phases = fake.callsTo('POST', path).map((call) => call.body as Record<string, string>);
    expect(phases.at(-2)).toMatchObject({ upload_phase: 'start' });
    expect(phases.at(-1)).toMatchObject({
      upload_phase: 'finish',
      video_id: published?.remoteId,
      video_state: 'PUBLISHED',
      description: 'Behind the ovens',
    });
    const upload = fake.callsTo('POST', `/video-upload/v23.0/${published?.remoteId}`).at(-1);
    expect(upload?.headers).toMatchObject({
      file_url: video.url,
      authorization: `OAuth ${page.credentials.accessToken}`,
    });
    expect(videoCalls()).toBe(videosBefore);
    expect(fake.state.posts).toEqual([
      expect.objectContaining({ id: published?.remoteId, kind: 'reel', mediaUrls: [video.url] }),
    ]);
    expect(published?.url).toBe(`https://www.facebook.com/reel/${published?.remoteId}`);
    expect(await adapter.findPublished?.(page, reel)).toMatchObject({ remoteId: published?.remoteId });
  });

  it('reads back a Reel whose finish answer was lost', async () => {
    const reel = post('Lost reel', {
      video: { url: 'https://cdn.test/r.mp4', mime: 'video/mp4' },
      options: { format: 'reel' },
    });
    fake.failNext(
      { kind: 'lose-response' },
      (request) => (request.body as Record<string, string> | undefined)?.upload_phase === 'finish',
    );
    const error = await caughtNetworkError(adapter.publish?.(page, reel) ?? Promise.resolve());
    expect(error.kind).toBe('unknown_outcome');
    expect((await adapter.findPublished?.(page, reel))?.remoteId).toBe(fake.state.posts[0]?.id);
  });

  it('reads back a post whose answer was lost, instead of publishing it twice', async () => {
    fake.failNext({ kind: 'lose-response' }, (request) => request.path.endsWith('/feed'));
    const lost = post('Maybe published');
    expect((await caughtNetworkError(adapter.publish?.(page, lost) ?? Promise.resolve())).kind).toBe(
      'unknown_outcome',
    );
    const found = await adapter.findPublished?.(page, lost);
    expect(found?.remoteId).toBe(fake.state.posts[0]?.id);
    expect(fake.state.posts).toHaveLength(1);
    expect(await adapter.findPublished?.(page, post('Never sent'))).toBeNull();
  });

  it('deletes a post', async () => {
    const published = await adapter.publish?.(page, post('Short-lived'));
    await adapter.deletePost?.(page, published?.remoteId ?? '');
    expect(fake.state.posts).toEqual([]);
  });
});

describe('Facebook page: failures', () => {
  const graphFailure = (status: number, code: number, subcode?: number, headers?: Record<string, string>) =>
    fake.failNext({
      kind: 'status',
      status,
      json: { error: { message: 'nope', code, error_subcode: subcode, error_user_msg: 'Blocked by policy' } },
      headers,
    });
  const publishError = () => caughtNetworkError(adapter.publish?.(page, post('x')) ?? Promise.resolve());

  it.each([
    ['an expired token (190)', 400, 190, 463, 'token_expired'],
    ['a revoked app (190/458)', 400, 190, 458, 'reconnect'],
    ['a missing permission (200)', 403, 200, undefined, 'reconnect'],
    ['a refused content (368)', 400, 368, undefined, 'rejected'],
    ['a 5xx', 500, 1, undefined, 'server_error'],
  ] as const)('turns %s into %s', async (_what, status, code, subcode, kind) => {
    graphFailure(status, code, subcode);
    const error = await publishError();
    expect(error.kind).toBe(kind);
    if (kind === 'rejected') expect(error.reason).toBe('Blocked by policy');
  });

  it('turns Graph throttling into rate_limited with the time to regain access', async () => {
    const usage = JSON.stringify({ '100200300': [{ type: 'pages', estimated_time_to_regain_access: 5 }] });
    graphFailure(400, 32, undefined, { 'x-business-use-case-usage': usage });
    expect(await publishError()).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 300 });
    fake.failNext({ kind: 'status', status: 429, headers: { 'retry-after': '17' } });
    expect(await publishError()).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 17 });
  });

  it('turns an HTTP 401 into token_expired and a read time-out into server_error', async () => {
    fake.failNext({ kind: 'status', status: 401 });
    expect((await publishError()).kind).toBe('token_expired');
    fake.failNext({ kind: 'hang' });
    const error = await caughtNetworkError(adapter.readMetrics?.(page, 7) ?? Promise.resolve());
    expect(error.kind).toBe('server_error');
  });

  it('turns a token the fake knows as expired into token_expired', async () => {
    const token = fake.state.pages[0]?.accessToken ?? '';
    fake.state.auth.tokens.set(token, { status: 'expired', kind: 'page', pageId: page.remoteId });
    const error = await publishError();
    fake.state.auth.tokens.set(token, { status: 'valid', kind: 'page', pageId: page.remoteId });
    expect(error.kind).toBe('token_expired');
  });
});

describe('Facebook page: inbox and metrics', () => {
  it('reads comments, messages and mentions, replies and moderates', async () => {
    const published = await adapter.publish?.(page, post('Comment me'));
    const from = { id: 'u1', name: 'Ana' };
    const createdTime = new Date().toISOString();
    fake.state.comments.push({
      id: 'c1',
      postId: published?.remoteId ?? '',
      message: 'Nice',
      from,
      createdTime,
      hidden: false,
    });
    fake.state.messages.push({ id: 'm_1', pageId: page.remoteId, from, message: 'Open?', createdTime });
    fake.state.tagged.push({
      id: 'p9',
      pageId: page.remoteId,
      postId: 'p9',
      message: '@bakery',
      from,
      createdTime,
      hidden: false,
    });
    fake.state.ratings.push({
      pageId: page.remoteId,
      storyId: 's1',
      reviewer: from,
      recommendation: 'positive',
      rating: 5,
      text: 'Best croissants in town',
      createdTime,
    });
    const inbox = await readStreams(adapter, page, new Date(Date.now() - 60_000).toISOString());
    expect(inbox.find((item) => item.type === 'review')).toMatchObject({
      remoteId: 's1',
      rating: 5,
      authorName: 'Ana',
      text: 'Best croissants in town',
    });
    expect(inbox.find((item) => item.type === 'message')).toMatchObject({
      authorRemoteId: 'u1',
      conversationRemoteId: `t_${page.remoteId}`,
    });
    expect(inbox?.map((item) => [item.type, item.remoteId, item.text])).toEqual([
      ['comment', 'c1', 'Nice'],
      ['message', 'message:u1:m_1', 'Open?'],
      ['mention', 'p9', '@bakery'],
      ['review', 's1', 'Best croissants in town'],
    ]);
    await adapter.reply?.(page, 'c1', 'Thanks!');
    expect(fake.state.comments.at(-1)).toMatchObject({ message: 'Thanks!', postId: published?.remoteId });
    await adapter.reply?.(page, 'message:u1:m_1', 'Yes');
    expect(fake.state.messages.at(-1)).toMatchObject({ to: 'u1', message: 'Yes' });
    await adapter.moderate?.(page, 'c1', 'hide');
    expect(fake.state.comments.find((comment) => comment.id === 'c1')?.hidden).toBe(true);
    await adapter.moderate?.(page, 'c1', 'unhide');
    expect(fake.state.comments.find((comment) => comment.id === 'c1')?.hidden).toBe(false);
    await adapter.moderate?.(page, 'c1', 'delete');
    expect(fake.state.comments.some((comment) => comment.id === 'c1')).toBe(false);
  });

  it('reads a reply back, likes a comment, blocks and unblocks its author', async () => {
    const published = await adapter.publish?.(page, post('Read me back'));
    const from = { id: 'u2', name: 'Bo' };
    const createdTime = new Date().toISOString();
    fake.state.comments.push({
      id: 'c2',
      postId: published?.remoteId ?? '',
      message: 'Hi',
      from,
      createdTime,
      hidden: false,
    });
    const reply = { text: 'Thanks Bo!', idempotencyKey: 'k1' };
    expect(await adapter.findReply?.(page, 'c2', reply)).toBeNull();
    const sent = await adapter.reply?.(page, 'c2', reply.text);
    expect(await adapter.findReply?.(page, 'c2', reply)).toEqual({ remoteId: sent?.remoteId });
    expect(await adapter.findReply?.(page, 'c2', { ...reply, text: 'Another text' })).toBeNull();
    await expect(adapter.findReply?.(page, 'message:u2:m_2', reply)).rejects.toMatchObject({
      kind: 'rejected',
    });

    await adapter.like?.(page, 'c2');
    await adapter.like?.(page, 'c2');
    expect(fake.state.likes).toEqual([{ objectId: 'c2', pageId: page.remoteId }]);

    await adapter.block?.(page, 'u2');
    expect(fake.state.blocked).toEqual([{ pageId: page.remoteId, user: 'u2' }]);
    await adapter.unblock?.(page, 'u2');
    expect(fake.state.blocked).toEqual([]);
  });

  it('reads daily impressions, engagements and followers', async () => {
    const metrics = await adapter.readMetrics?.(page, 7);
    expect(metrics?.followers).toBe(1200);
    expect(metrics?.daily).toHaveLength(7);
    // The fake counts a day's base (500 and 10) plus its day of the month.
    expect(metrics?.impressions).toBeGreaterThan(500 * 7);
    expect(metrics?.engagements).toBe((metrics?.impressions ?? 0) - 490 * 7);
    // `page_impressions` is refused as an invalid metric since November 2025 (the fake refuses it too).
    const asked = fake.calls.filter((call) => call.path.endsWith(`/${page.remoteId}/insights`)).at(-1);
    expect(asked?.query.get('metric')).toBe('page_media_view,page_post_engagements');
  });
});

describe('facebook page picture', () => {
  it('asks for the large picture of each page and reads its url', async () => {
    const pages = (await adapter.listPages?.({ accessToken: fake.state.issueUserToken() })) ?? [];
    expect(pages[0]?.pictureUrl).toBe(fakePictureUrl(fake, pages[0]?.remoteId ?? ''));
    expect(await servesPicture(pages[0]?.pictureUrl)).toBe(true);
    const listing = fake.calls.filter((call) => call.path.endsWith('/me/accounts')).at(-1);
    expect(listing?.query.get('fields')).toContain('picture.type(large){url}');
  });
});
