import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import { fakePictureUrl, servesPicture } from '../fake/fake-picture.ts';
import { readStreams } from '../fake/read-streams.ts';
import { caughtNetworkError, codeFromDialog } from '../meta/caught-network-error.ts';
import { createThreadsAdapter } from './adapter.ts';
import { type FakeThreadsApi, startFakeThreads } from './fake.ts';

let fake: FakeThreadsApi;
let adapter: ReturnType<typeof createThreadsAdapter>;
let page: ConnectedPage;
const redirectUri = 'https://pagewise.test/connect/callback';
const image = (n: number) => ({ url: `https://cdn.test/${n}.jpg`, mime: 'image/jpeg' });
const post = (text: string, extra: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text,
  idempotencyKey: `key-${text}`,
  ...extra,
});
const failed = (promise: Promise<unknown> | undefined) => caughtNetworkError(promise ?? Promise.resolve());

beforeAll(async () => {
  fake = await startFakeThreads();
  adapter = createThreadsAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'app-1',
    clientSecret: 'secret',
    timeoutMs: 400,
    pollIntervalMs: 10,
  });
  const [first] = (await adapter.listPages?.({ accessToken: fake.state.issueUserToken() })) ?? [];
  if (!first) throw new Error('no Threads profile listed');
  page = first;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.posts = [];
});

describe('Threads: connect', () => {
  it('sends the user to the authorization window with scopes and state', () => {
    const url = new URL(adapter.authorizationUrl?.({ state: 's1', codeChallenge: 'ch', redirectUri }) ?? '');
    expect(url.pathname).toBe('/oauth/authorize');
    expect(url.searchParams.get('state')).toBe('s1');
    expect(url.searchParams.get('scope')?.split(',')).toContain('threads_content_publish');
  });

  it('exchanges the code for a long-lived token, refreshes it and lists the profile', async () => {
    const { code } = await codeFromDialog(
      adapter.authorizationUrl?.({ state: 's', codeChallenge: 'c', redirectUri }) ?? '',
    );
    const credentials = await adapter.exchangeCode?.({ code, codeVerifier: 'v', redirectUri });
    expect(credentials?.extra?.userId).toBe(fake.state.profile.id);
    expect(Date.parse(credentials?.expiresAt ?? '') - Date.now()).toBeGreaterThan(50 * 86_400_000);
    expect(fake.callsTo('GET', '/access_token')[0]?.query.get('grant_type')).toBe('th_exchange_token');
    const refreshed = await adapter.refresh?.(credentials ?? { accessToken: '' });
    expect(refreshed?.accessToken).not.toBe(credentials?.accessToken);
    const pages = await adapter.listPages?.(refreshed ?? { accessToken: '' });
    expect(pages).toEqual([expect.objectContaining({ remoteId: fake.state.profile.id, name: 'pagewise' })]);
  });
});

describe('Threads: publish', () => {
  it('publishes text with a link', async () => {
    const published = await adapter.publish?.(page, post('Hello Threads', { link: 'https://pagewise.test' }));
    expect(fake.state.posts).toEqual([
      expect.objectContaining({ id: published?.remoteId, mediaType: 'TEXT' }),
    ]);
    expect(published?.url).toContain('threads.net');
  });

  it('publishes a video after its container finishes processing', async () => {
    await adapter.publish?.(
      page,
      post('Clip', { video: { url: 'https://cdn.test/v.mp4', mime: 'video/mp4' } }),
    );
    expect(fake.state.posts[0]).toMatchObject({ mediaType: 'VIDEO', urls: ['https://cdn.test/v.mp4'] });
  });

  it('publishes a carousel and drops items beyond the cap of 20', async () => {
    const images = [...Array(22).keys()].map(image);
    await adapter.publish?.(page, post('Album', { images }));
    expect(fake.state.posts[0]?.urls).toEqual(images.slice(0, 20).map((entry) => entry.url));
  });

  it('publishes images and several videos as one carousel, in the order the user placed them', async () => {
    const clip = (n: number) => ({
      url: `https://cdn.test/${n}.mp4`,
      mime: 'video/mp4',
      kind: 'video' as const,
    });
    const media = [clip(1), { ...image(2), kind: 'image' as const }, clip(3)];
    await adapter.publish?.(page, post('Mixed', { images: [image(2)], video: clip(1), media }));
    expect(fake.state.posts[0]).toMatchObject({
      mediaType: 'CAROUSEL',
      urls: media.map((item) => item.url),
      itemTypes: ['VIDEO', 'IMAGE', 'VIDEO'],
    });
  });

  it('reads back a publish whose answer was lost, instead of publishing twice', async () => {
    fake.failNext({ kind: 'lose-response' }, (request) => request.path.endsWith('/threads_publish'));
    const lost = post('Lost answer');
    expect((await failed(adapter.publish?.(page, lost))).kind).toBe('unknown_outcome');
    expect((await adapter.findPublished?.(page, lost))?.remoteId).toBe(fake.state.posts[0]?.id);
    expect(fake.state.posts).toHaveLength(1);
    expect(await adapter.findPublished?.(page, post('Other'))).toBeNull();
  });

  it('refuses a text over 500 characters with the reason, and deletes a post', async () => {
    expect(await failed(adapter.publish?.(page, post('x'.repeat(501))))).toMatchObject({
      kind: 'rejected',
      reason: 'Param text must be at most 500 characters long.',
    });
    const published = await adapter.publish?.(page, post('Bye'));
    await adapter.deletePost?.(page, published?.remoteId ?? '');
    expect(fake.state.posts).toEqual([]);
  });
});

describe('Threads: failures', () => {
  const fail = (status: number, code: number, subcode?: number, headers?: Record<string, string>) =>
    fake.failNext({
      kind: 'status',
      status,
      json: { error: { message: 'nope', code, error_subcode: subcode } },
      headers,
    });

  it.each([
    ['an expired token', 401, 190, undefined, 'token_expired'],
    ['a withdrawn permission', 400, 200, undefined, 'reconnect'],
    ['a 500', 500, 1, undefined, 'server_error'],
  ] as const)('turns %s into %s', async (_what, status, code, subcode, kind) => {
    fail(status, code, subcode);
    expect((await failed(adapter.publish?.(page, post('x')))).kind).toBe(kind);
  });

  it('turns a 429 into rate_limited with Retry-After, and a read time-out into server_error', async () => {
    fake.failNext({ kind: 'status', status: 429, headers: { 'retry-after': '30' } });
    expect(await failed(adapter.publish?.(page, post('x')))).toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 30,
    });
    fake.failNext({ kind: 'hang' });
    expect((await failed(adapter.readMetrics?.(page, 7))).kind).toBe('server_error');
  });
});

describe('Threads: inbox and metrics', () => {
  it('reads replies and mentions, replies, hides and refuses deleting', async () => {
    const published = await adapter.publish?.(page, post('Talk to me'));
    const timestamp = new Date().toISOString();
    const reply = {
      id: 'r1',
      mediaType: 'TEXT',
      text: 'Hi',
      urls: [],
      itemTypes: [],
      replyToId: published?.remoteId,
      username: 'ana',
      timestamp,
      hidden: false,
    };
    fake.state.posts.push(reply);
    fake.state.mentions = [{ ...reply, id: 'm1', text: '@pagewise', replyToId: undefined, username: 'bob' }];
    const inbox = await readStreams(adapter, page, new Date(Date.now() - 60_000).toISOString());
    expect(inbox?.map((item) => [item.type, item.remoteId, item.authorName])).toEqual([
      ['comment', 'r1', 'ana'],
      ['mention', 'm1', 'bob'],
    ]);
    const outgoing = { text: 'Hello back', idempotencyKey: 'k1' };
    expect(await adapter.findReply?.(page, 'r1', outgoing)).toBeNull();
    const sent = await adapter.reply?.(page, 'r1', 'Hello back');
    expect(fake.state.posts.at(-1)).toMatchObject({ replyToId: 'r1', text: 'Hello back' });
    // Read back: the profile's own reply with this text; another text is not it.
    expect(await adapter.findReply?.(page, 'r1', outgoing)).toEqual({ remoteId: sent?.remoteId });
    expect(await adapter.findReply?.(page, 'r1', { ...outgoing, text: 'Hello' })).toBeNull();
    await adapter.moderate?.(page, 'r1', 'hide');
    expect(reply.hidden).toBe(true);
    expect((await failed(adapter.moderate?.(page, 'r1', 'delete'))).kind).toBe('rejected');
  });

  it('reads views per day, engagements and followers', async () => {
    const metrics = await adapter.readMetrics?.(page, 7);
    expect(metrics).toMatchObject({ followers: 310, impressions: 30 * 7 + 21, engagements: 11 });
  });
});

describe('threads profile picture', () => {
  it('reads threads_profile_picture_url', async () => {
    const [listed] = (await adapter.listPages?.(page.credentials)) ?? [];
    expect(listed?.pictureUrl).toBe(fakePictureUrl(fake, page.remoteId));
    expect(await servesPicture(listed?.pictureUrl)).toBe(true);
  });
});
