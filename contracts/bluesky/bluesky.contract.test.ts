import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../../packages/networks/src/adapter.ts';
import { createBlueskyAdapter } from '../../packages/networks/src/bluesky/adapter.ts';
import { recordKeyFor } from '../../packages/networks/src/bluesky/record-key.ts';
import { networkFailure as failure } from '../../packages/networks/src/fake/network-failure.ts';
import { png, startMediaServer } from './media.ts';
import { type Pds, startPds, type TestAccount } from './pds.ts';

// The Bluesky adapter against a real PDS: each step reads back what the PDS stored.
let pds: Pds;
let media: Awaited<ReturnType<typeof startMediaServer>>;
let alice: TestAccount;
let bob: TestAccount;
let page: ConnectedPage;
const images = { '/red.png': png(4, 3, [200, 30, 30]), '/blue.png': png(2, 2, [30, 30, 200]) };
const adapter = () => createBlueskyAdapter({ apiBaseUrl: pds.url });
let posts = 0;
const post = (overrides: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text: 'Hello from Pagewise',
  idempotencyKey: `contract-${++posts}`,
  ...overrides,
});

type PostValue = {
  text: string;
  facets?: { index: { byteStart: number; byteEnd: number }; features: Record<string, string>[] }[];
  embed?: Record<string, unknown>;
  reply?: { root: { uri: string; cid: string }; parent: { uri: string; cid: string } };
};
async function stored(uri: string | undefined) {
  const record = await pds.record(uri ?? '');
  if (!record) throw new Error(`the PDS has no record at ${uri}`);
  return { ...record, value: record.value as PostValue };
}

async function connect(account: TestAccount): Promise<ConnectedPage> {
  const connected = await adapter().connectWithForm?.({
    handle: `@${account.handle}`,
    appPassword: account.appPassword,
  });
  const remote = connected?.pages[0];
  if (!remote) throw new Error('no page');
  return remote;
}

beforeAll(async () => {
  pds = await startPds();
  media = await startMediaServer(images);
  alice = await pds.createAccount('alice');
  bob = await pds.createAccount('bob');
  page = await connect(alice);
});
afterAll(async () => {
  await media?.close();
  await pds?.close();
});

describe('bluesky contract: connect', () => {
  it('logs in with an app password, keeping the DID, handle, service and token expiry', () => {
    expect(page).toMatchObject({ remoteId: alice.did, name: alice.handle });
    expect(page.credentials.extra).toEqual({ did: alice.did, handle: alice.handle, service: pds.url });
    const hours = (Date.parse(page.credentials.expiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1);
    expect(hours).toBeLessThanOrEqual(2);
  });

  it('asks to reconnect on a wrong app password', async () => {
    const wrong = adapter().connectWithForm?.({ handle: alice.handle, appPassword: 'aaaa-bbbb-cccc-dddd' });
    expect(await failure(wrong)).toMatchObject({ kind: 'reconnect', status: 401 });
  });
});

describe('bluesky contract: publish', () => {
  it('posts text with mention and link facets, under the key derived from the post', async () => {
    const text = 'Hello @bob.test, read https://example.com/a';
    const outgoing = post({ text });
    const published = await adapter().publish?.(page, outgoing);
    const rkey = recordKeyFor(outgoing.idempotencyKey);
    expect(published).toEqual({
      remoteId: `at://${alice.did}/app.bsky.feed.post/${rkey}`,
      url: `https://bsky.app/profile/${alice.handle}/post/${rkey}`,
    });
    const { value } = await stored(published?.remoteId);
    expect(value.text).toBe(text);
    const slice = (start: number, end: number) => Buffer.from(text).subarray(start, end).toString();
    expect(value.facets?.map((f) => [slice(f.index.byteStart, f.index.byteEnd), f.features[0]])).toEqual([
      ['@bob.test', { $type: 'app.bsky.richtext.facet#mention', did: bob.did }],
      ['https://example.com/a', { $type: 'app.bsky.richtext.facet#link', uri: 'https://example.com/a' }],
    ]);
    expect(value.embed).toBeUndefined();
  });

  it('posts a link card', async () => {
    const outgoing = post({ text: 'Our new page', link: 'https://example.com/launch', title: 'Launch' });
    const { value } = await stored((await adapter().publish?.(page, outgoing))?.remoteId);
    expect(value.text).toBe('Our new page');
    expect(value.embed).toEqual({
      $type: 'app.bsky.embed.external',
      external: { uri: 'https://example.com/launch', title: 'Launch', description: '' },
    });
  });

  it('posts images: the PDS keeps their bytes, type and aspect ratio, and the link goes in the text', async () => {
    const outgoing = post({
      text: 'Two colours',
      link: 'https://example.com/colours',
      images: [
        { url: media.url('/red.png'), mime: 'image/png', width: 4, height: 3 },
        { url: media.url('/blue.png'), mime: 'image/png', width: 2, height: 2 },
      ],
    });
    const { value } = await stored((await adapter().publish?.(page, outgoing))?.remoteId);
    expect(value.text).toBe('Two colours https://example.com/colours');
    expect(value.facets?.[0]?.features[0]).toMatchObject({ uri: 'https://example.com/colours' });
    const embed = value.embed as {
      $type: string;
      images: {
        image: { ref: { toString(): string }; mimeType: string; size: number };
        aspectRatio: unknown;
      }[];
    };
    expect(embed.$type).toBe('app.bsky.embed.images');
    expect(embed.images.map((i) => i.aspectRatio)).toEqual([
      { width: 4, height: 3 },
      { width: 2, height: 2 },
    ]);
    for (const [n, bytes] of [images['/red.png'], images['/blue.png']].entries()) {
      const blob = embed.images[n]?.image;
      expect(blob).toMatchObject({ mimeType: 'image/png', size: bytes.length });
      expect(Buffer.from(await pds.blob(alice.did, String(blob?.ref)))).toEqual(bytes);
    }
  });

  it('reads its post back by key, and a retry of the same post does not duplicate it', async () => {
    const outgoing = post();
    const published = await adapter().publish?.(page, outgoing);
    const { cid } = await stored(published?.remoteId);
    expect(await adapter().findPublished?.(page, outgoing)).toEqual(published);
    expect(await adapter().publish?.(page, outgoing)).toEqual(published);
    expect((await stored(published?.remoteId)).cid).toBe(cid);
    expect(await adapter().findPublished?.(page, post({ idempotencyKey: 'never-sent' }))).toBeNull();
  });

  it('replies in the thread: the root stays the first post, the parent is the one answered', async () => {
    const first = await adapter().publish?.(page, post({ text: 'What do you think?' }));
    const root = await stored(first?.remoteId);
    const bobPage = await connect(bob);
    const answer = await adapter().reply?.(bobPage, root.uri, 'Looks good');
    const answered = await stored(answer?.remoteId);
    expect(answered.uri).toMatch(new RegExp(`^at://${bob.did}/app.bsky.feed.post/`));
    expect(answered.value).toMatchObject({
      text: 'Looks good',
      reply: { root: { uri: root.uri, cid: root.cid }, parent: { uri: root.uri, cid: root.cid } },
    });
    const outgoing = { text: 'Thanks', idempotencyKey: `reply-${Date.now()}` };
    expect(await adapter().findReply?.(page, answered.uri, outgoing)).toBeNull();
    const sent = await adapter().reply?.(page, answered.uri, 'Thanks', outgoing.idempotencyKey);
    const thanks = await stored(sent?.remoteId);
    expect(thanks.value.reply).toEqual({
      root: { uri: root.uri, cid: root.cid },
      parent: { uri: answered.uri, cid: answered.cid },
    });
    // Read back by its idempotency key; a second send of it collides (the PDS answers 500) instead
    // of replying twice.
    expect(await adapter().findReply?.(page, answered.uri, outgoing)).toEqual({ remoteId: sent?.remoteId });
    await failure(adapter().reply?.(page, answered.uri, 'Thanks', outgoing.idempotencyKey));
    expect(await adapter().findReply?.(page, answered.uri, outgoing)).toEqual({ remoteId: sent?.remoteId });
  });

  it('likes a reply once however often asked, and blocks then unblocks its author', async () => {
    const first = await adapter().publish?.(page, post({ text: 'Who likes croissants?' }));
    const bobPage = await connect(bob);
    const answer = await adapter().reply?.(bobPage, first?.remoteId ?? '', 'Me!');
    const answered = await stored(answer?.remoteId);
    await adapter().like?.(page, answered.uri);
    await adapter().like?.(page, answered.uri);
    const like = await pds.record(
      `at://${alice.did}/app.bsky.feed.like/${recordKeyFor(`like:${answered.uri}`)}`,
    );
    expect(like?.value).toMatchObject({ subject: { uri: answered.uri, cid: answered.cid } });
    const blockUri = `at://${alice.did}/app.bsky.graph.block/${recordKeyFor(`block:${bob.did}`)}`;
    await adapter().block?.(page, bob.did);
    await adapter().block?.(page, bob.did);
    expect((await pds.record(blockUri))?.value).toMatchObject({ subject: bob.did });
    await adapter().unblock?.(page, bob.did);
    expect(await pds.record(blockUri)).toBeFalsy();
    await adapter().unblock?.(page, bob.did);
  });

  it('deletes its post, then a reply to it is refused; another account’s post is not deleted', async () => {
    const published = await adapter().publish?.(page, post());
    await stored(published?.remoteId);
    await adapter().deletePost?.(page, published?.remoteId ?? '');
    expect(await pds.record(published?.remoteId ?? '')).toBeNull();
    expect(await failure(adapter().reply?.(page, published?.remoteId ?? '', 'Hi'))).toMatchObject({
      kind: 'rejected',
      reason: 'bluesky_post_not_found',
    });
    const theirs = await adapter().publish?.(await connect(bob), post());
    expect(await failure(adapter().deletePost?.(page, theirs?.remoteId ?? ''))).toMatchObject({
      kind: 'rejected',
      reason: 'not_own_post',
    });
    await stored(theirs?.remoteId);
  });
});

describe('bluesky contract: tokens', () => {
  it('says token_expired on an expired access token; the refreshed tokens publish', async () => {
    const { credentials } = await connect(alice);
    const scope = JSON.parse(Buffer.from(credentials.accessToken.split('.')[1] ?? '', 'base64url').toString())
      .scope as string;
    const expired = { ...credentials, accessToken: pds.expiredAccessToken(alice.did, scope) };
    const stale = { ...page, credentials: expired };
    expect(await failure(adapter().publish?.(stale, post()))).toMatchObject({ kind: 'token_expired' });

    const renewed = await adapter().refresh?.(expired);
    if (!renewed) throw new Error('no credentials');
    // The refresh token rotates; the access token is new too, but issued in the same second as
    // the login's it can be byte for byte the same (it carries no id).
    expect(renewed.refreshToken).not.toBe(credentials.refreshToken);
    expect(renewed.extra).toEqual(credentials.extra);
    expect(Date.parse(renewed.expiresAt ?? '')).toBeGreaterThan(Date.now() + 3_600_000);
    const published = await adapter().publish?.({ ...page, credentials: renewed }, post({ text: 'Renewed' }));
    expect((await stored(published?.remoteId)).value.text).toBe('Renewed');
  });

  it('asks to reconnect once the user revoked the app password', async () => {
    const { credentials } = await connect(bob);
    await pds.revokeAppPassword(bob);
    expect(await failure(adapter().refresh?.(credentials))).toMatchObject({ kind: 'reconnect' });
  });
});
