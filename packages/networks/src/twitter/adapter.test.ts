import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import { FakeApi } from '../fake/fake-api.ts';
import { s256 } from '../fake/fake-oauth.ts';
import { servesPicture } from '../fake/fake-picture.ts';
import { readStreams } from '../fake/read-streams.ts';
import { isNetworkError, type NetworkError } from '../network-error.ts';
import { createTwitterAdapter } from './adapter.ts';
import { type FakeTwitter, startFakeTwitter } from './fake.ts';

let fake: FakeTwitter;
let media: FakeApi;
let adapter: ReturnType<typeof createTwitterAdapter>;
let page: ConnectedPage;

beforeAll(async () => {
  fake = await startFakeTwitter();
  media = await new FakeApi()
    .on('GET', '/media/:name', () => ({ text: 'binary', headers: { 'content-length': '6' } }))
    .start();
  const config = {
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'cid',
    clientSecret: 'secret',
    timeoutMs: 500,
    sleep: async () => {},
  };
  adapter = createTwitterAdapter(config);
  page = { remoteId: '1001', name: 'Pagewise Demo', credentials: fake.connect() };
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

describe('X OAuth 2.0 with PKCE', () => {
  it('sends the user to consent with scopes, state and an S256 challenge', () => {
    const url = new URL(
      adapter.authorizationUrl?.({ state: 'st', codeChallenge: 'ch', redirectUri: 'https://app/cb' }) ?? '',
    );
    expect(url.pathname).toBe('/i/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'cid',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['tweet.read', 'tweet.write', 'users.read', 'offline.access']),
    );
  });

  it('exchanges the code with its verifier, then refreshes (X rotates the refresh token)', async () => {
    const verifier = 'v'.repeat(50);
    const consent = adapter.authorizationUrl?.({
      state: 's',
      codeChallenge: s256(verifier),
      redirectUri: 'https://app/cb',
    });
    const redirect = await fetch(consent ?? '', { redirect: 'manual' });
    const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const credentials = await adapter.exchangeCode?.({
      code,
      codeVerifier: verifier,
      redirectUri: 'https://app/cb',
    });
    expect(credentials?.refreshToken).toBeTruthy();
    expect(Date.parse(credentials?.expiresAt ?? '') - Date.now()).toBeGreaterThan(7000 * 1000);
    expect(fake.callsTo('POST', '/2/oauth2/token').at(-1)?.headers.authorization).toMatch(/^Basic /);

    const refreshed = credentials && (await adapter.refresh?.(credentials));
    expect(refreshed?.accessToken).not.toBe(credentials?.accessToken);
    expect(refreshed?.refreshToken).not.toBe(credentials?.refreshToken);
    expect((await failure(credentials && adapter.refresh?.(credentials))).kind).toBe('reconnect');
  });

  it('refuses a code with the wrong verifier: connect again', async () => {
    const code = fake.state.oauth.approve('1001', ['tweet.read'], 'https://app/cb', s256('right'));
    const error = await failure(
      adapter.exchangeCode?.({ code, codeVerifier: 'wrong', redirectUri: 'https://app/cb' }),
    );
    expect(error.kind).toBe('reconnect');
  });
});

describe('X publishing', () => {
  it('lists the account as the one page', async () => {
    const pages = await adapter.listPages?.(page.credentials);
    expect(pages).toEqual([expect.objectContaining({ remoteId: '1001', name: 'Pagewise Demo (@pagewise)' })]);
  });

  it('publishes text with the link appended, at most 4 images, and reply settings', async () => {
    const images = ['a', 'b', 'c', 'd', 'e'].map(image);
    const result = await adapter.publish?.(
      page,
      post('Hello', { link: 'https://pagewise.app', images, options: { replySettings: 'following' } }),
    );
    const tweet = fake.state.tweets.find((t) => t.id === result?.remoteId);
    expect(tweet).toMatchObject({ sentText: 'Hello\n\nhttps://pagewise.app', replySettings: 'following' });
    expect(tweet?.mediaIds).toHaveLength(4);
    expect(result?.url).toContain(result?.remoteId);
  });

  it('publishes a poll and a video (waiting for processing)', async () => {
    const poll = await adapter.publish?.(
      page,
      post('Tabs or spaces?', {
        options: { kind: 'poll', poll: { question: 'Tabs?', options: ['Tabs', 'Spaces'], durationDays: 7 } },
      }),
    );
    // Contract: the poll's duration reaches X in `poll.duration_minutes` (7 days: 10,080).
    expect(fake.state.tweets.find((t) => t.id === poll?.remoteId)?.poll).toEqual({
      options: ['Tabs', 'Spaces'],
      duration_minutes: 10_080,
    });
    const video = await adapter.publish?.(
      page,
      post('Watch', { video: { url: `${media.url}/media/v.mp4`, mime: 'video/mp4' } }),
    );
    expect(fake.state.tweets.find((t) => t.id === video?.remoteId)?.mediaIds).toHaveLength(1);
    expect(
      fake.calls.filter((c) => c.path === '/2/media/upload' && c.method === 'GET').length,
    ).toBeGreaterThan(0);
  });

  it('settles a lost answer by reading back, without a duplicate', async () => {
    fake.failNext({ kind: 'lose-response' }, (request) => request.path === '/2/tweets');
    const outgoing = post('Launch day https://pagewise.app/launch', { images: [image('x')] });
    expect((await failure(adapter.publish?.(page, outgoing))).kind).toBe('unknown_outcome');
    const found = await adapter.findPublished?.(page, outgoing);
    const made = fake.state.tweets.filter((t) => t.sentText === outgoing.text);
    expect(made).toHaveLength(1);
    expect(found?.remoteId).toBe(made[0]?.id);
    expect(await adapter.findPublished?.(page, post('never sent'))).toBeNull();
  });

  it('reads the duplicate-content 403 as refused content, not as a lost connection', async () => {
    await adapter.publish?.(page, post('Same words'));
    const error = await failure(adapter.publish?.(page, post('Same words')));
    expect(error.kind).toBe('rejected');
    expect(error.reason).toContain('duplicate content');
  });

  it('reposts its own post (a retweet)', async () => {
    const published = await adapter.publish?.(page, post('Repost me'));
    const repost = await adapter.repost?.(page, published?.remoteId ?? '');
    expect(fake.state.retweets).toEqual([
      { id: repost?.remoteId, userId: '1001', tweetId: published?.remoteId },
    ]);
  });

  it('deletes a post', async () => {
    const result = await adapter.publish?.(page, post('Short-lived'));
    await adapter.deletePost?.(page, result?.remoteId ?? '');
    expect(fake.state.tweets.some((t) => t.id === result?.remoteId)).toBe(false);
  });
});

describe('X errors', () => {
  it('an expired token asks for a refresh; a revoked one fails the refresh: reconnect', async () => {
    const credentials = fake.connect();
    fake.state.oauth.expire(credentials.accessToken);
    expect((await failure(adapter.listPages?.(credentials))).kind).toBe('token_expired');
    fake.state.oauth.revoke(credentials.accessToken);
    expect((await failure(adapter.refresh?.(credentials))).kind).toBe('reconnect');
  });

  it('a token without the needed scope means reconnect', async () => {
    const narrow = { ...page, credentials: fake.connect('1001', ['tweet.read', 'users.read']) };
    expect((await failure(adapter.publish?.(narrow, post('No write scope')))).kind).toBe('reconnect');
  });

  it('turns x-rate-limit-reset (epoch seconds) into the wait', async () => {
    const reset = String(Math.floor(Date.now() / 1000) + 120);
    fake.failNext({
      kind: 'status',
      status: 429,
      json: { title: 'Too Many Requests' },
      headers: { 'x-rate-limit-reset': reset },
    });
    const error = await failure(adapter.readInbox?.(page, { stream: 'mentions', cursor: null }));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(119);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(121);
  });

  it('a 5xx and a read that times out are server errors', async () => {
    fake.failNext({ kind: 'status', status: 503, json: { title: 'Service Unavailable' } });
    expect((await failure(adapter.readMetrics?.(page, 7))).kind).toBe('server_error');
    fake.failNext({ kind: 'hang' });
    expect((await failure(adapter.listPages?.(page.credentials))).kind).toBe('server_error');
  });

  it('refuses a 14-day poll (X keeps one open 7 days at most) before sending', async () => {
    const sent = fake.state.tweets.length;
    const error = await failure(
      adapter.publish?.(page, post('Long', { options: { poll: { options: ['a', 'b'], durationDays: 14 } } })),
    );
    expect(error).toMatchObject({ kind: 'rejected' });
    expect(fake.state.tweets).toHaveLength(sent);
  });

  it('refuses a poll with media before sending', async () => {
    const error = await failure(
      adapter.publish?.(
        page,
        post('Both', { images: [image('p')], options: { poll: { options: ['a', 'b'], durationDays: 1 } } }),
      ),
    );
    expect(error.kind).toBe('rejected');
  });
});

describe('X inbox and metrics', () => {
  it('reads on from the newest tweet id it gave (since_id), and refuses a stream X has not', async () => {
    const first = await adapter.readInbox?.(page, { stream: 'mentions', cursor: null });
    fake.tweetAs('2002', '@pagewise one more');
    const next = await adapter.readInbox?.(page, { stream: 'mentions', cursor: first?.cursor ?? null });
    expect(next?.items.map((item) => item.text)).toEqual(['@pagewise one more']);
    expect(next?.items[0]).toMatchObject({ authorRemoteId: '2002', authorUrl: 'https://x.com/fan' });
    expect(next?.cursor).toBe(next?.items[0]?.remoteId);
    const again = await adapter.readInbox?.(page, { stream: 'mentions', cursor: next?.cursor ?? null });
    expect(again).toEqual({ items: [], cursor: next?.cursor });
    const refused = await failure(adapter.readInbox?.(page, { stream: 'messages', cursor: null }));
    expect(refused).toMatchObject({ kind: 'rejected', reason: 'not_allowed' });
  });

  it('reads mentions and replies, answers, and hides a reply', async () => {
    const mine = await adapter.publish?.(page, post('What do you think?'));
    const reply = fake.tweetAs('2002', '@pagewise love it', mine?.remoteId);
    fake.tweetAs('2002', 'Have you seen @pagewise?');
    const items = await readStreams(adapter, page, null);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          remoteId: reply.id,
          type: 'comment',
          authorName: 'A Fan (@fan)',
          postRemoteId: mine?.remoteId,
        }),
        expect.objectContaining({ type: 'mention', text: 'Have you seen @pagewise?' }),
      ]),
    );
    const outgoing = { text: 'Thanks! https://pagewise.app/menu', idempotencyKey: 'k1' };
    expect(await adapter.findReply?.(page, reply.id, outgoing)).toBeNull();
    const answer = await adapter.reply?.(page, reply.id, outgoing.text);
    expect(fake.state.tweets.find((t) => t.id === answer?.remoteId)?.inReplyToTweetId).toBe(reply.id);
    // Read back from the account's timeline: the reply to this tweet with this text (its link a
    // t.co one now); another text, or the same text to another tweet, is not it.
    expect(await adapter.findReply?.(page, reply.id, outgoing)).toEqual({ remoteId: answer?.remoteId });
    expect(await adapter.findReply?.(page, reply.id, { ...outgoing, text: 'Thanks' })).toBeNull();
    expect(await adapter.findReply?.(page, mine?.remoteId ?? '', outgoing)).toBeNull();
    await adapter.like?.(page, reply.id);
    await adapter.like?.(page, reply.id);
    expect(fake.state.likes).toEqual([{ userId: page.remoteId, tweetId: reply.id }]);
    await adapter.moderate?.(page, reply.id, 'hide');
    expect(reply.hidden).toBe(true);
    expect((await failure(adapter.moderate?.(page, reply.id, 'delete'))).kind).toBe('rejected');
  });

  it('sums public metrics per day with the follower count', async () => {
    const tweet = fake.state.tweets.find((t) => t.authorId === '1001');
    if (tweet)
      tweet.metrics = {
        impression_count: 100,
        like_count: 5,
        retweet_count: 1,
        reply_count: 2,
        quote_count: 0,
      };
    const metrics = await adapter.readMetrics?.(page, 7);
    expect(metrics?.followers).toBe(1200);
    expect(metrics?.impressions).toBe(100);
    expect(metrics?.engagements).toBe(8);
    expect(metrics?.daily).toHaveLength(7);
  });
});

describe('X profile image', () => {
  it('asks for profile_image_url and takes its 400×400 variant', async () => {
    const [listed] = (await adapter.listPages?.(page.credentials)) ?? [];
    expect(listed?.pictureUrl).toBe(`${fake.url}/pictures/1001_400x400.png`);
    expect(await servesPicture(listed?.pictureUrl)).toBe(true);
    expect(fake.callsTo('GET', '/2/users/me').at(-1)?.query.get('user.fields')).toContain(
      'profile_image_url',
    );
  });
});
