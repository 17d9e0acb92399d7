import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import { FakeApi } from '../fake/fake-api.ts';
import { fakePictureUrl, servesPicture } from '../fake/fake-picture.ts';
import { readStreams } from '../fake/read-streams.ts';
import { isNetworkError, type NetworkError } from '../network-error.ts';
import { createLinkedInAdapter } from './adapter.ts';
import { type FakeLinkedIn, startFakeLinkedIn } from './fake.ts';
import { toLittleText } from './post-body.ts';

let fake: FakeLinkedIn;
let media: FakeApi;
let adapter: ReturnType<typeof createLinkedInAdapter>;
let page: ConnectedPage;

beforeAll(async () => {
  fake = await startFakeLinkedIn();
  media = await new FakeApi().on('GET', '/media/:name', () => ({ text: 'binary' })).start();
  adapter = createLinkedInAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'cid',
    clientSecret: 'secret',
    timeoutMs: 500,
  });
  page = { remoteId: 'urn:li:organization:111', name: 'Pagewise Inc.', credentials: fake.connect() };
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
const post = (text: string, extra: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text,
  idempotencyKey: text,
  ...extra,
});
const image = (name: string) => ({ url: `${media.url}/media/${name}`, mime: 'image/png' });
const lastPost = () => fake.state.posts.at(-1);

describe('LinkedIn OAuth', () => {
  it('asks for the Community Management scopes with state, and no PKCE (confidential app)', () => {
    const url = new URL(
      adapter.authorizationUrl?.({ state: 'st', codeChallenge: 'ch', redirectUri: 'https://app/cb' }) ?? '',
    );
    expect(url.pathname).toBe('/oauth/v2/authorization');
    expect(url.searchParams.get('state')).toBe('st');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['w_organization_social', 'rw_organization_admin']),
    );
    expect(url.searchParams.has('code_challenge')).toBe(false);
  });

  it('exchanges the code (60-day token), and a refresh keeps the same refresh token and its end', async () => {
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
    const days = (Date.parse(credentials?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(60);
    expect(
      Math.round((Date.parse(credentials?.extra?.refreshExpiresAt ?? '') - Date.now()) / 86_400_000),
    ).toBe(365);
    expect(fake.callsTo('POST', '/oauth/v2/accessToken').at(-1)?.body).toMatchObject({
      client_secret: 'secret',
    });

    const refreshed = credentials && (await adapter.refresh?.(credentials));
    expect(refreshed?.accessToken).not.toBe(credentials?.accessToken);
    expect(refreshed?.refreshToken).toBe(credentials?.refreshToken);
    expect(refreshed?.extra?.refreshExpiresAt?.slice(0, 13)).toBe(
      credentials?.extra?.refreshExpiresAt?.slice(0, 13),
    );
  });

  it('a refused refresh token means reconnect', async () => {
    expect((await failure(adapter.refresh?.({ accessToken: 'x', refreshToken: 'gone' }))).kind).toBe(
      'reconnect',
    );
  });
});

describe('LinkedIn pages and posts', () => {
  it('lists only organizations where the member is a super or content admin', async () => {
    const pages = await adapter.listPages?.(page.credentials);
    expect(pages?.map((p) => [p.remoteId, p.name, p.role])).toEqual([
      ['urn:li:organization:111', 'Pagewise Inc.', 'ADMINISTRATOR'],
      ['urn:li:organization:222', 'Pagewise Labs', 'CONTENT_ADMINISTRATOR'],
    ]);
  });

  it('publishes text with a link card, escaping little-text markup, with the version header', async () => {
    const result = await adapter.publish?.(
      page,
      post('Hello (world) #launch', { link: 'https://pagewise.app' }),
    );
    expect(result?.remoteId).toBe(lastPost()?.id);
    expect(lastPost()?.commentary).toBe('Hello \\(world\\) #launch');
    expect(lastPost()?.content).toEqual({
      article: { source: 'https://pagewise.app', title: 'https://pagewise.app' },
    });
    expect(fake.callsTo('POST', '/rest/posts').at(-1)?.headers['linkedin-version']).toMatch(/^\d{6}$/);
  });

  it('uploads images through the Images API, at most 9, as a multi-image post', async () => {
    const images = Array.from({ length: 11 }, (_unused, index) => image(`i${index}`));
    await adapter.publish?.(page, post('Gallery', { images }));
    const content = lastPost()?.content as { multiImage: { images: { id: string }[] } };
    expect(content.multiImage.images).toHaveLength(9);
    expect(fake.state.uploads.get(content.multiImage.images[0]?.id ?? '')).toBe(6);
  });

  it('publishes a document, a video and a poll', async () => {
    await adapter.publish?.(
      page,
      post('Read this', { options: { document: { url: `${media.url}/media/d.pdf`, title: 'Deck' } } }),
    );
    expect(lastPost()?.content).toEqual({
      media: { id: expect.stringMatching(/^urn:li:document:/), title: 'Deck' },
    });
    await adapter.publish?.(
      page,
      post('Watch', { video: { url: `${media.url}/media/v.mp4`, mime: 'video/mp4' } }),
    );
    expect(lastPost()?.content).toMatchObject({ media: { id: expect.stringMatching(/^urn:li:video:/) } });
    expect(fake.callsTo('POST', '/rest/videos').at(-1)?.body).toMatchObject({
      finalizeUploadRequest: { uploadedPartIds: ['etag-6'] },
    });
    await adapter.publish?.(
      page,
      post('Vote', {
        options: { poll: { question: 'Best day?', options: ['Mon', 'Fri'], durationDays: 14 } },
      }),
    );
    // Contract: Posts API `content.poll` with the question, `options[].text` and the duration.
    expect(lastPost()?.content).toEqual({
      poll: {
        question: 'Best day?',
        options: [{ text: 'Mon' }, { text: 'Fri' }],
        settings: { duration: 'FOURTEEN_DAYS' },
      },
    });
  });

  it.each([
    [1, 'ONE_DAY'],
    [3, 'THREE_DAYS'],
    [7, 'SEVEN_DAYS'],
  ])('sends a %i-day poll as %s, and refuses a duration LinkedIn has not', async (days, duration) => {
    const poll = { question: `Days ${days}?`, options: ['Yes', 'No'], durationDays: days };
    await adapter.publish?.(page, post(`Poll ${days}`, { options: { poll } }));
    expect(lastPost()?.content).toMatchObject({ poll: { settings: { duration } } });
    const count = fake.state.posts.length;
    const error = await failure(
      adapter.publish?.(
        page,
        post(`Poll ${days + 1}`, { options: { poll: { ...poll, durationDays: days + 1 } } }),
      ),
    );
    expect(error).toMatchObject({ kind: 'rejected' });
    expect(fake.state.posts).toHaveLength(count);
  });

  it('refuses to post as an organization the member only analyses', async () => {
    const analyst = { ...page, remoteId: 'urn:li:organization:333' };
    expect((await failure(adapter.publish?.(analyst, post('Not mine')))).kind).toBe('reconnect');
  });

  it('settles a lost answer by reading back, without a duplicate', async () => {
    fake.failNext(
      { kind: 'lose-response' },
      (request) => request.path === '/rest/posts' && request.method === 'POST',
    );
    const outgoing = post('Big news [beta] @ 10:00');
    expect((await failure(adapter.publish?.(page, outgoing))).kind).toBe('unknown_outcome');
    const found = await adapter.findPublished?.(page, outgoing);
    const made = fake.state.posts.filter((p) => p.commentary === toLittleText(outgoing.text));
    expect(made).toHaveLength(1);
    expect(found?.remoteId).toBe(made[0]?.id);
    expect(await adapter.findPublished?.(page, post('never sent'))).toBeNull();
  });

  it('mentions the company pages it tags, found by the name in their address or their URN', async () => {
    const tagged = post('Baked with our friends', {
      options: {
        tags: [
          'boulangerie-durand',
          'https://www.linkedin.com/company/Pagewise-Labs/',
          'urn:li:organization:111',
        ],
      },
    });
    await adapter.publish?.(page, tagged);
    expect(lastPost()?.commentary).toBe(
      'Baked with our friends\n\n@[Boulangerie Durand](urn:li:organization:444) ' +
        '@[Pagewise Labs](urn:li:organization:222) @[Pagewise Inc.](urn:li:organization:111)',
    );
    // Read back after a lost answer, mentions included.
    expect((await adapter.findPublished?.(page, tagged))?.remoteId).toBe(lastPost()?.id);
    // A tag LinkedIn does not know refuses the post before anything is sent, naming it.
    const before = fake.state.posts.length;
    const refused = await failure(
      adapter.publish?.(page, post('Hello', { options: { tags: ['no-such-company'] } })),
    );
    expect(refused).toMatchObject({
      kind: 'rejected',
      reason: 'LinkedIn has no company page "no-such-company" to mention',
    });
    expect(fake.state.posts).toHaveLength(before);
  });

  it('reads a duplicate (422) as refused content with LinkedIn’s words', async () => {
    await adapter.publish?.(page, post('Twice'));
    const error = await failure(adapter.publish?.(page, post('Twice')));
    expect(error.kind).toBe('rejected');
    expect(error.reason).toContain('duplicate');
  });

  it('deletes a post', async () => {
    const result = await adapter.publish?.(page, post('Short-lived'));
    await adapter.deletePost?.(page, result?.remoteId ?? '');
    expect(fake.state.posts.some((p) => p.id === result?.remoteId)).toBe(false);
  });
});

describe('LinkedIn errors', () => {
  it('expired → token_expired, revoked → reconnect, missing scope → reconnect', async () => {
    const expired = fake.connect();
    fake.state.oauth.expire(expired.accessToken);
    expect((await failure(adapter.listPages?.(expired))).kind).toBe('token_expired');
    const revoked = fake.connect();
    fake.state.oauth.revoke(revoked.accessToken);
    expect((await failure(adapter.listPages?.(revoked))).kind).toBe('reconnect');
    const narrow = { ...page, credentials: fake.connect('urn:li:person:m1', ['r_organization_social']) };
    expect((await failure(adapter.publish?.(narrow, post('No scope')))).kind).toBe('reconnect');
  });

  it('429 with Retry-After, 5xx and a read time-out', async () => {
    fake.failNext({
      kind: 'status',
      status: 429,
      json: { status: 429, message: 'Too many requests' },
      headers: { 'retry-after': '30' },
    });
    const limited = await failure(adapter.readMetrics?.(page, 7));
    expect([limited.kind, limited.retryAfterSeconds]).toEqual(['rate_limited', 30]);
    fake.failNext({ kind: 'status', status: 500, json: { status: 500, message: 'Internal error' } });
    expect((await failure(adapter.readInbox?.(page, { stream: 'comments', cursor: null }))).kind).toBe(
      'server_error',
    );
    fake.failNext({ kind: 'hang' });
    expect((await failure(adapter.listPages?.(page.credentials))).kind).toBe('server_error');
  });
});

describe('LinkedIn comments and statistics', () => {
  it('reads comments on recent posts, replies as the page and deletes one', async () => {
    const result = await adapter.publish?.(page, post('Comment on me'));
    const comment = fake.comment(result?.remoteId ?? '', 'Nice!');
    const items = await readStreams(adapter, page, new Date(Date.now() - 60_000).toISOString());
    const item = items?.find((i) => i.text === 'Nice!');
    expect(item).toMatchObject({
      type: 'comment',
      postRemoteId: result?.remoteId,
      remoteId: `urn:li:comment:(${result?.remoteId},${comment.id})`,
    });
    const outgoing = { text: 'Thank you', idempotencyKey: 'k1' };
    expect(await adapter.findReply?.(page, item?.remoteId ?? '', outgoing)).toBeNull();
    const reply = await adapter.reply?.(page, item?.remoteId ?? '', 'Thank you');
    expect(reply?.remoteId).toMatch(/^urn:li:comment:/);
    // Read back: the organization's comment on the comment, with this text.
    expect(await adapter.findReply?.(page, item?.remoteId ?? '', outgoing)).toEqual({
      remoteId: reply?.remoteId,
    });
    expect(await adapter.findReply?.(page, item?.remoteId ?? '', { ...outgoing, text: 'Thanks' })).toBeNull();
    expect(fake.state.comments.find((c) => c.text === 'Thank you')).toMatchObject({
      actor: page.remoteId,
      parent: item?.remoteId,
    });
    expect((await failure(adapter.moderate?.(page, item?.remoteId ?? '', 'hide'))).kind).toBe('rejected');
    await adapter.moderate?.(page, item?.remoteId ?? '', 'delete');
    expect(fake.state.comments.some((c) => c.id === comment.id)).toBe(false);
  });

  it('reads followers and daily share statistics', async () => {
    const metrics = await adapter.readMetrics?.(page, 7);
    expect(metrics).toMatchObject({ followers: 4200, impressions: 350, engagements: 42 });
    expect(metrics?.daily).toHaveLength(7);
  });
});

describe('LinkedIn organization logo', () => {
  it("resolves each organization's logoV2 through the Images API", async () => {
    const pages = (await adapter.listPages?.(page.credentials)) ?? [];
    expect(pages.map((listed) => listed.pictureUrl)).toEqual([
      fakePictureUrl(fake, 'logo111'),
      fakePictureUrl(fake, 'logo222'),
    ]);
    expect(await servesPicture(pages[0]?.pictureUrl)).toBe(true);
  });

  it('lists an organization whose logo the Images API refuses, without a picture', async () => {
    fake.failNext({ kind: 'status', status: 404, json: { status: 404, message: 'Not found' } }, (request) =>
      request.path.startsWith('/rest/images/'),
    );
    const pages = (await adapter.listPages?.(page.credentials)) ?? [];
    expect(pages.map((listed) => [listed.name, listed.pictureUrl])).toEqual([
      ['Pagewise Inc.', undefined],
      ['Pagewise Labs', fakePictureUrl(fake, 'logo222')],
    ]);
  });
});
