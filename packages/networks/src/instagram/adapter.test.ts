import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import { fakePictureUrl, servesPicture } from '../fake/fake-picture.ts';
import { readStreams } from '../fake/read-streams.ts';
import { caughtNetworkError, codeFromDialog, pkcePair } from '../meta/caught-network-error.ts';
import type { createInstagramAdapter } from './adapter.ts';
import type { FakeInstagramApi } from './fake.ts';
import { connectFakeInstagram } from './test-account.ts';

let fake: FakeInstagramApi;
let adapter: ReturnType<typeof createInstagramAdapter>;
let page: ConnectedPage;
const redirectUri = 'https://pagewise.test/connect/callback';
const image = (n: number) => ({ url: `https://cdn.test/${n}.jpg`, mime: 'image/jpeg' });
const video = { url: 'https://cdn.test/v.mp4', mime: 'video/mp4' };
const post = (text: string, extra: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text,
  idempotencyKey: `key-${text}`,
  ...extra,
});

beforeAll(async () => {
  ({ fake, adapter, page } = await connectFakeInstagram());
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.media = [];
  fake.state.comments = [];
});

describe('Instagram: connect', () => {
  it('asks Facebook Login for the Instagram scopes with state and PKCE', () => {
    const url = new URL(adapter.authorizationUrl?.({ state: 's1', codeChallenge: 'ch', redirectUri }) ?? '');
    expect(url.searchParams.get('code_challenge')).toBe('ch');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBe('s1');
    expect(url.searchParams.get('scope')?.split(',')).toEqual(
      expect.arrayContaining(['instagram_basic', 'instagram_content_publish', 'pages_show_list']),
    );
  });

  it('exchanges the code, and lists linked accounts with the role on their page, analyst included', async () => {
    const { codeVerifier, codeChallenge } = await pkcePair();
    const { code } = await codeFromDialog(
      adapter.authorizationUrl?.({ state: 's', codeChallenge, redirectUri }) ?? '',
    );
    const credentials = await adapter.exchangeCode?.({ code, codeVerifier, redirectUri });
    expect(credentials?.expiresAt).toBeDefined();
    const pages = await adapter.listPages?.({ accessToken: credentials?.accessToken ?? '' });
    expect(
      pages?.map((entry) => [entry.remoteId, entry.name, entry.role, entry.credentials.extra?.pageId]),
    ).toEqual([
      ['17841400000000001', 'pagewise.bakery', 'admin', '200300400'],
      ['17841400000000002', 'pagewise.books', 'analyst', '200300401'],
    ]);
  });
});

describe('Instagram: publish', () => {
  it('publishes one image through a container and media_publish', async () => {
    const published = await adapter.publish?.(page, post('Fresh bread', { images: [image(1)] }));
    expect(fake.state.media).toEqual([
      expect.objectContaining({ id: published?.remoteId, caption: 'Fresh bread' }),
    ]);
    expect(published?.url).toContain('instagram.com');
  });

  it('publishes a carousel and drops images beyond the cap of 10', async () => {
    const images = [...Array(13).keys()].map(image);
    await adapter.publish?.(page, post('Album', { images }));
    expect(fake.state.media[0]).toMatchObject({ mediaType: 'CAROUSEL' });
    expect(fake.state.media[0]?.urls).toEqual(images.slice(0, 10).map((entry) => entry.url));
  });

  it('publishes a video as a Reel after its container finishes processing', async () => {
    await adapter.publish?.(page, post('Reel', { video }));
    expect(fake.state.media[0]).toMatchObject({ productType: 'REELS', urls: [video.url] });
  });

  it('gives a Reel its custom cover as cover_url', async () => {
    const thumbnail = image(7);
    await adapter.publish?.(page, post('Covered reel', { video, thumbnail }));
    expect(fake.state.media[0]).toMatchObject({ productType: 'REELS', coverUrl: thumbnail.url });
  });

  it('publishes images and several videos as one carousel, in the order the user placed them', async () => {
    const second = { url: 'https://cdn.test/second.mp4', mime: 'video/mp4' };
    const media = [
      { ...video, kind: 'video' as const },
      { ...image(1), kind: 'image' as const },
      { ...second, kind: 'video' as const },
    ];
    await adapter.publish?.(page, post('Mixed', { images: [image(1)], video, media }));
    expect(fake.state.media[0]).toMatchObject({
      mediaType: 'CAROUSEL',
      urls: [video.url, image(1).url, second.url],
      itemTypes: ['VIDEO', 'IMAGE', 'VIDEO'],
    });
  });

  it('publishes a story', async () => {
    const story = post('', { images: [image(2)], options: { format: 'story' } });
    const published = await adapter.publish?.(page, story);
    expect(fake.state.media[0]).toMatchObject({ productType: 'STORY' });
    expect((await adapter.findPublished?.(page, story))?.remoteId).toBe(published?.remoteId);
  });

  it('refuses a container Instagram could not process, with its reason', async () => {
    fake.failNext(
      { kind: 'status', status: 200, json: { status_code: 'ERROR', status: 'Unsupported aspect ratio' } },
      (request) =>
        request.method === 'GET' && fake.state.containers.has(request.path.split('/').at(-1) ?? ''),
    );
    const error = await caughtNetworkError(
      adapter.publish?.(page, post('Wide', { images: [image(3)] })) ?? Promise.resolve(),
    );
    expect(error).toMatchObject({ kind: 'rejected', reason: 'Unsupported aspect ratio' });
    expect(fake.state.media).toEqual([]);
  });

  it('reads back a publish whose answer was lost, instead of publishing twice', async () => {
    fake.failNext({ kind: 'lose-response' }, (request) => request.path.endsWith('/media_publish'));
    const lost = post('Lost answer', { images: [image(4)] });
    expect((await caughtNetworkError(adapter.publish?.(page, lost) ?? Promise.resolve())).kind).toBe(
      'unknown_outcome',
    );
    expect((await adapter.findPublished?.(page, lost))?.remoteId).toBe(fake.state.media[0]?.id);
    expect(fake.state.media).toHaveLength(1);
    expect(await adapter.findPublished?.(page, post('Other text'))).toBeNull();
  });
});

describe('Instagram: failures', () => {
  const fail = (status: number, code: number, subcode?: number, headers?: Record<string, string>) =>
    fake.failNext({
      kind: 'status',
      status,
      json: { error: { message: 'nope', code, error_subcode: subcode } },
      headers,
    });
  const publishError = () =>
    caughtNetworkError(adapter.publish?.(page, post('x', { images: [image(1)] })) ?? Promise.resolve());

  it.each([
    ['an expired token', 400, 190, 463, 'token_expired'],
    ['a revoked permission', 400, 10, undefined, 'reconnect'],
    ['the 25-posts-a-day limit', 400, 9, 2207042, 'rate_limited'],
    ['an unfetchable image', 400, 9004, 2207052, 'rejected'],
    ['a 503', 503, 2, undefined, 'server_error'],
  ] as const)('turns %s into %s', async (_what, status, code, subcode, kind) => {
    fail(status, code, subcode);
    expect((await publishError()).kind).toBe(kind);
  });

  it('gives the Retry-After seconds of a throttled call', async () => {
    fail(400, 4, undefined, { 'retry-after': '120' });
    expect(await publishError()).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 120 });
  });

  it('turns a read time-out into server_error', async () => {
    fake.failNext({ kind: 'hang' });
    expect(
      (
        await caughtNetworkError(
          adapter.readInbox?.(page, { stream: 'comments', cursor: null }) ?? Promise.resolve(),
        )
      ).kind,
    ).toBe('server_error');
  });
});

describe('Instagram: inbox and metrics', () => {
  it('reads direct messages through the linked Facebook page, and says when there is none', async () => {
    fake.state.messages.push({
      id: 'aWdf_m1',
      igUserId: page.remoteId,
      from: { id: 'igsid-7', username: 'carla' },
      message: 'Do you deliver?',
      createdTime: new Date().toISOString(),
    });
    const batch = await adapter.readInbox?.(page, { stream: 'messages', cursor: null });
    expect(batch?.items).toEqual([
      expect.objectContaining({
        remoteId: 'message:igsid-7:aWdf_m1',
        type: 'message',
        authorName: 'carla',
        authorRemoteId: 'igsid-7',
        conversationRemoteId: 'aWdfd_igsid-7',
      }),
    ]);
    expect(batch?.cursor).toBe(batch?.items[0]?.createdAt);
    // Answered through the linked page's Send API, to the sender; the answer is not read as news.
    const sent = await adapter.reply?.(page, 'message:igsid-7:aWdf_m1', 'Yes, within 5 km');
    expect(fake.state.messages.at(-1)).toMatchObject({ to: 'igsid-7', message: 'Yes, within 5 km' });
    expect(sent?.remoteId).toMatch(/^message:igsid-7:/);
    const again = await adapter.readInbox?.(page, { stream: 'messages', cursor: null });
    expect(again?.items.map((item) => item.text)).toEqual(['Do you deliver?']);
    expect(
      await caughtNetworkError(
        adapter.moderate?.(page, 'message:igsid-7:aWdf_m1', 'hide') ?? Promise.resolve(),
      ),
    ).toMatchObject({ kind: 'rejected' });
    const unlinked = { ...page, credentials: { accessToken: page.credentials.accessToken } };
    expect(
      await caughtNetworkError(
        adapter.reply?.(unlinked, 'message:igsid-7:aWdf_m1', 'Hi') ?? Promise.resolve(),
      ),
    ).toMatchObject({ kind: 'rejected', reason: 'instagram_needs_facebook_page' });
    const refused = await caughtNetworkError(
      adapter.readInbox?.(unlinked, { stream: 'messages', cursor: null }) ?? Promise.resolve(),
    );
    expect(refused).toMatchObject({ kind: 'rejected', reason: 'instagram_needs_facebook_page' });
    fake.state.messages = [];
  });

  it('reads comments and tags, replies to both, hides and deletes', async () => {
    const published = await adapter.publish?.(page, post('Comment me', { images: [image(1)] }));
    const timestamp = new Date().toISOString();
    fake.state.comments.push({
      id: 'c1',
      mediaId: published?.remoteId ?? '',
      text: 'Yum',
      username: 'ana',
      timestamp,
      hidden: false,
    });
    fake.state.tags = [
      {
        id: 't1',
        igUserId: 'other',
        productType: 'FEED',
        mediaType: 'IMAGE',
        caption: '@pagewise.bakery',
        urls: [],
        itemTypes: [],
        timestamp,
        username: 'bob',
      },
    ];
    const inbox = await readStreams(adapter, page, new Date(Date.now() - 60_000).toISOString());
    expect(inbox?.map((item) => [item.type, item.remoteId, item.authorName])).toEqual([
      ['comment', 'c1', 'ana'],
      ['mention', 'mention:t1', 'bob'],
    ]);
    const reply = { text: 'Thanks', idempotencyKey: 'k1' };
    expect(await adapter.findReply?.(page, 'c1', reply)).toBeNull();
    const sent = await adapter.reply?.(page, 'c1', 'Thanks');
    expect(fake.state.comments.at(-1)).toMatchObject({ parentId: 'c1', text: 'Thanks' });
    // Read back: the account's reply with this text is found; another text is not.
    expect(await adapter.findReply?.(page, 'c1', reply)).toEqual({ remoteId: sent?.remoteId });
    expect(await adapter.findReply?.(page, 'c1', { ...reply, text: 'Thanks!' })).toBeNull();
    await expect(adapter.findReply?.(page, 'mention:t1', reply)).rejects.toMatchObject({ kind: 'rejected' });
    await adapter.reply?.(page, 'mention:t1', 'Thank you for the tag');
    expect(fake.state.comments.at(-1)).toMatchObject({ mediaId: 't1' });
    await adapter.moderate?.(page, 'c1', 'hide');
    expect(fake.state.comments.find((entry) => entry.id === 'c1')?.hidden).toBe(true);
    await adapter.moderate?.(page, 'c1', 'delete');
    expect(fake.state.comments.some((entry) => entry.id === 'c1')).toBe(false);
  });

  it('reads reach per day, interactions and followers', async () => {
    const metrics = await adapter.readMetrics?.(page, 7);
    // The fake's reach is 50 plus the day of the month.
    const daily = (metrics?.daily ?? []).reduce((sum, day) => sum + day.impressions, 0);
    expect(metrics).toMatchObject({ followers: 840, impressions: daily, engagements: 42 });
    expect(daily).toBeGreaterThan(50 * 7);
    expect(metrics?.daily).toHaveLength(7);
  });
});

describe('instagram profile picture', () => {
  it('reads profile_picture_url of each linked account', async () => {
    const pages = (await adapter.listPages?.({ accessToken: fake.state.issueUserToken() })) ?? [];
    expect(pages.length).toBeGreaterThan(0);
    for (const listed of pages) expect(listed.pictureUrl).toBe(fakePictureUrl(fake, listed.remoteId));
    expect(await servesPicture(pages[0]?.pictureUrl)).toBe(true);
  });
});
