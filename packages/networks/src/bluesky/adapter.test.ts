import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import { fakePictureUrl, servesPicture } from '../fake/fake-picture.ts';
import { networkFailure as failure } from '../fake/network-failure.ts';
import { readStreams } from '../fake/read-streams.ts';
import { createBlueskyAdapter } from './adapter.ts';
import { type BlueskyFake, startFakeBluesky } from './fake.ts';
import { recordKeyFor } from './record-key.ts';

let fake: BlueskyFake;
let page: ConnectedPage;
let media: ReturnType<typeof createServer>;
let mediaUrl = '';
const adapter = (timeoutMs?: number) => createBlueskyAdapter({ apiBaseUrl: fake.url, timeoutMs });
const post = (overrides: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text: 'Hello @bob.test, read https://example.com/a',
  idempotencyKey: 'target-1',
  ...overrides,
});

beforeAll(async () => {
  fake = await startFakeBluesky();
  fake.addAccount('alice.test', 'app-pass', 12);
  fake.addAccount('bob.test', 'bob-pass');
  media = createServer((_request, response) => response.end(Buffer.alloc(2048, 1)));
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  const remote = (await adapter().connectWithForm?.({ handle: '@alice.test', appPassword: 'app-pass' }))
    ?.pages[0];
  if (!remote) throw new Error('no page');
  page = remote;
});
afterAll(async () => {
  media.close();
  await fake.close();
});
beforeEach(() => {
  fake.state.records = [];
});

describe('bluesky connect', () => {
  it('logs in with an app password and keeps the tokens, DID and service', () => {
    expect(page).toMatchObject({ remoteId: 'did:plc:fake1', name: 'alice.test' });
    expect(page.credentials).toMatchObject({ extra: { did: 'did:plc:fake1', service: fake.url } });
    expect(page.credentials.expiresAt).toMatch(/^\d{4}-/);
  });

  it('names missing fields, and asks to reconnect on a wrong password', async () => {
    expect(await failure(adapter().connectWithForm?.({ handle: 'alice.test' }))).toMatchObject({
      kind: 'rejected',
      reason: 'fields.required:appPassword',
    });
    expect(
      await failure(adapter().connectWithForm?.({ handle: 'alice.test', appPassword: 'x' })),
    ).toMatchObject({
      kind: 'reconnect',
    });
  });

  it('refreshes, after which the old refresh token asks to reconnect', async () => {
    const { credentials } =
      (await adapter().connectWithForm?.({ handle: 'alice.test', appPassword: 'app-pass' })) ?? {};
    if (!credentials) throw new Error('no credentials');
    const renewed = await adapter().refresh?.(credentials);
    expect(renewed?.accessToken).not.toBe(credentials.accessToken);
    expect(await failure(adapter().refresh?.(credentials))).toMatchObject({ kind: 'reconnect' });
  });
});

describe('bluesky publish', () => {
  it('posts with link and mention facets and a link card, under a key derived from the post', async () => {
    const published = await adapter().publish?.(page, post({ link: 'https://example.com/a', title: 'A' }));
    const rkey = recordKeyFor('target-1');
    expect(rkey).toMatch(/^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/);
    expect(published).toEqual({
      remoteId: `at://did:plc:fake1/app.bsky.feed.post/${rkey}`,
      url: `https://bsky.app/profile/alice.test/post/${rkey}`,
    });
    const value = fake.state.records[0]?.value as {
      facets: { features: { $type: string }[] }[];
      embed: unknown;
    };
    expect(value.facets.map((f) => f.features[0]?.$type)).toEqual([
      'app.bsky.richtext.facet#mention',
      'app.bsky.richtext.facet#link',
    ]);
    expect(value.embed).toMatchObject({
      $type: 'app.bsky.embed.external',
      external: { uri: 'https://example.com/a' },
    });
  });

  it('uploads at most 4 images', async () => {
    const images = Array.from({ length: 5 }, (_, n) => ({
      url: `${mediaUrl}/${n}.jpg`,
      mime: 'image/jpeg',
      width: 4,
      height: 3,
    }));
    await adapter().publish?.(page, post({ images }));
    const value = fake.state.records[0]?.value as { embed: { $type: string; images: unknown[] } };
    expect(value.embed.$type).toBe('app.bsky.embed.images');
    expect(value.embed.images).toHaveLength(4);
  });

  it('after a lost answer, the read-back finds the post and a retry does not duplicate it', async () => {
    fake.failNext({ kind: 'lose-response' }, (request) => request.path.endsWith('createRecord'));
    expect((await failure(adapter(300).publish?.(page, post()))).kind).toBe('unknown_outcome');
    const found = await adapter().findPublished?.(page, post());
    expect(found?.remoteId).toContain(recordKeyFor('target-1'));
    expect(await adapter().publish?.(page, post())).toEqual(found);
    expect(fake.state.records).toHaveLength(1);
    expect(await adapter().findPublished?.(page, post({ idempotencyKey: 'never-sent' }))).toBeNull();
  });

  it('refuses a text over 300 graphemes, and reports what the PDS refuses', async () => {
    expect(await failure(adapter().publish?.(page, post({ text: 'é'.repeat(301) })))).toMatchObject({
      kind: 'rejected',
      reason: 'bluesky_text_too_long',
    });
    fake.failNext(
      {
        kind: 'status',
        status: 400,
        json: { error: 'InvalidRequest', message: 'Invalid app.bsky.feed.post record' },
      },
      (request) => request.path.endsWith('createRecord'),
    );
    expect(await failure(adapter().publish?.(page, post()))).toMatchObject({
      kind: 'rejected',
      reason: 'Invalid app.bsky.feed.post record',
    });
  });

  it.each([
    [429, 'rate_limited', { 'retry-after': '42' }, 42],
    [500, 'server_error', {}, undefined],
    [502, 'unknown_outcome', {}, undefined],
  ] as const)('turns %s on createRecord into %s', async (status, kind, headers, retryAfterSeconds) => {
    fake.failNext({ kind: 'status', status, headers, json: { error: 'Oops', message: 'oops' } }, (request) =>
      request.path.endsWith('createRecord'),
    );
    expect(await failure(adapter().publish?.(page, post()))).toMatchObject({ kind, retryAfterSeconds });
  });

  it('says token_expired on an expired access token, reconnect on a revoked one', async () => {
    fake.state.expired.add(page.credentials.accessToken);
    expect((await failure(adapter().publish?.(page, post()))).kind).toBe('token_expired');
    fake.state.expired.clear();
    const revoked = { ...page, credentials: { ...page.credentials, accessToken: 'revoked' } };
    expect((await failure(adapter().publish?.(revoked, post()))).kind).toBe('reconnect');
  });

  it('deletes its post', async () => {
    const published = await adapter().publish?.(page, post());
    await adapter().deletePost?.(page, published?.remoteId ?? '');
    expect(fake.state.records).toHaveLength(0);
  });
});

describe('bluesky inbox and metrics', () => {
  it('reads replies, mentions and reactions since a date, and replies in the thread', async () => {
    const root = await adapter().publish?.(page, post());
    const ref = { uri: root?.remoteId ?? '', cid: fake.state.records[0]?.cid ?? '' };
    const author = { did: 'did:plc:fake2', handle: 'bob.test', displayName: 'Bob' };
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const reply = {
      $type: 'app.bsky.feed.post',
      text: 'Nice',
      reply: { root: ref, parent: ref },
      createdAt: at(1),
    };
    const cid = ref.cid;
    fake.state.notifications = [
      {
        uri: 'at://did:plc:fake2/app.bsky.feed.post/3kreply2222a',
        cid,
        author,
        reason: 'reply',
        record: reply,
        indexedAt: at(1),
      },
      {
        uri: 'at://did:plc:fake2/app.bsky.feed.like/3klike22222a',
        cid,
        author,
        reason: 'like',
        record: {},
        indexedAt: at(2),
      },
      {
        uri: 'at://did:plc:fake2/app.bsky.feed.post/3kold222222a',
        cid,
        author,
        reason: 'mention',
        record: { text: 'old' },
        indexedAt: at(120),
      },
    ];
    const items = await readStreams(adapter(), page, new Date(Date.now() - 60 * 60_000).toISOString());
    expect(items).toEqual([
      expect.objectContaining({ type: 'comment', authorName: 'Bob', text: 'Nice', postRemoteId: ref.uri }),
      // A like is a reaction, with who made it.
      expect.objectContaining({
        type: 'reaction',
        remoteId: 'at://did:plc:fake2/app.bsky.feed.like/3klike22222a',
        authorRemoteId: 'did:plc:fake2',
        authorUrl: 'https://bsky.app/profile/bob.test',
      }),
    ]);
    const item = 'at://did:plc:fake2/app.bsky.feed.post/3kreply2222a';
    const outgoing = { text: 'Thanks', idempotencyKey: 'reply-key-1' };
    expect(await adapter().findReply?.(page, item, outgoing)).toBeNull();
    const replied = await adapter().reply?.(page, item, 'Thanks', outgoing.idempotencyKey);
    // Read back under the key its idempotency key gives; a second send collides, never a second reply.
    expect(await adapter().findReply?.(page, item, outgoing)).toEqual({ remoteId: replied?.remoteId });
    await failure(adapter().reply?.(page, item, 'Thanks', outgoing.idempotencyKey));
    expect(fake.state.records.filter((record) => record.uri === replied?.remoteId)).toHaveLength(1);
    const sent = fake.state.records.at(-1)?.value as {
      reply: { root: { uri: string }; parent: { uri: string } };
    };
    expect(sent.reply).toMatchObject({
      root: { uri: ref.uri },
      parent: { uri: 'at://did:plc:fake2/app.bsky.feed.post/3kreply2222a' },
    });
    // Liked once however often asked; a like (a reaction) cannot be liked.
    await adapter().like?.(page, item);
    await adapter().like?.(page, item);
    const likes = fake.state.records.filter((record) => record.value.$type === 'app.bsky.feed.like');
    expect(likes).toHaveLength(1);
    expect(likes[0]?.value).toMatchObject({ subject: { uri: item } });
    const reaction = 'at://did:plc:fake2/app.bsky.feed.like/3klike22222a';
    expect((await failure(adapter().like?.(page, reaction))).kind).toBe('rejected');
    // Blocked once, then unblocked: the block record is there, then gone.
    const blocks = () => fake.state.records.filter((record) => record.value.$type === 'app.bsky.graph.block');
    await adapter().block?.(page, 'did:plc:fake2');
    await adapter().block?.(page, 'did:plc:fake2');
    expect(blocks().map((record) => record.value.subject)).toEqual(['did:plc:fake2']);
    await adapter().unblock?.(page, 'did:plc:fake2');
    expect(blocks()).toEqual([]);
    await adapter().unblock?.(page, 'did:plc:fake2');
    const gone = adapter().reply?.(page, 'at://did:plc:fake2/app.bsky.feed.post/3kgone222222a', 'Hi');
    expect(await failure(gone)).toMatchObject({ kind: 'rejected', reason: 'bluesky_post_not_found' });
  });

  it('reads followers; a read time-out is a server error', async () => {
    expect(await adapter().readMetrics?.(page, 7)).toMatchObject({ followers: 12 });
    fake.failNext({ kind: 'hang' });
    expect((await failure(adapter(300).readMetrics?.(page, 7))).kind).toBe('server_error');
  });
});

describe('bluesky avatar', () => {
  it('reads the avatar of the profile on connect and when listing the account again', async () => {
    const connected = await adapter().connectWithForm?.({ handle: 'alice.test', appPassword: 'app-pass' });
    const did = connected?.pages[0]?.remoteId ?? '';
    expect(connected?.pages[0]?.pictureUrl).toBe(fakePictureUrl(fake, did));
    expect(await servesPicture(connected?.pages[0]?.pictureUrl)).toBe(true);
    const [listed] = (await adapter().listPages?.(connected?.credentials ?? page.credentials)) ?? [];
    expect(listed).toMatchObject({ remoteId: did, pictureUrl: fakePictureUrl(fake, did) });
  });

  it('connects without a picture when the profile cannot be read', async () => {
    fake.failNext({ kind: 'status', status: 500, json: { error: 'InternalServerError' } }, (request) =>
      request.path.endsWith('app.bsky.actor.getProfile'),
    );
    const connected = await adapter().connectWithForm?.({ handle: 'alice.test', appPassword: 'app-pass' });
    expect(connected?.pages[0]).toMatchObject({ name: 'alice.test' });
    expect(connected?.pages[0]?.pictureUrl).toBeUndefined();
  });
});
