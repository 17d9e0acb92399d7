import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import type { FakeApi } from '../fake/fake-api.ts';
import { s256 } from '../fake/fake-oauth.ts';
import { fakePictureUrl, servesPicture } from '../fake/fake-picture.ts';
import { readStreams } from '../fake/read-streams.ts';
import { isNetworkError, type NetworkError } from '../network-error.ts';
import { createGoogleBusinessAdapter } from './adapter.ts';
import { type FakeGoogleBusinessState, startFakeGoogleBusiness } from './fake.ts';

let fake: FakeApi & { state: FakeGoogleBusinessState };
let adapter: ReturnType<typeof createGoogleBusinessAdapter>;
let page: ConnectedPage;
const image = (name: string) => ({ url: `https://media.example/${name}.jpg`, mime: 'image/jpeg' });

beforeAll(async () => {
  fake = await startFakeGoogleBusiness();
  adapter = createGoogleBusinessAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'client',
    clientSecret: 'secret',
    timeoutMs: 300,
  });
  page = {
    remoteId: 'accounts/111/locations/222',
    name: 'Bakery',
    credentials: { accessToken: fake.state.seed.accessToken, refreshToken: fake.state.seed.refreshToken },
  };
});
afterAll(() => fake.close());

async function failure(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isNetworkError(error)) throw new Error(`expected a NetworkError, got ${String(error)}`);
  return error;
}

function post(overrides: Partial<OutgoingPost> = {}): OutgoingPost {
  return { text: 'Fresh croissants', link: 'https://bakery.example', idempotencyKey: 'k1', ...overrides };
}

describe('google_business connection', () => {
  it('sends the user to Google with PKCE and offline access, then exchanges the code', async () => {
    const verifier = 'a-verifier-of-enough-length-for-pkce-0123456789';
    const url = new URL(
      adapter.authorizationUrl?.({
        state: 's1',
        codeChallenge: s256(verifier),
        redirectUri: 'https://app.example/cb',
      }) ?? '',
    );
    expect(url.pathname).toBe('/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      scope: 'https://www.googleapis.com/auth/business.manage',
      state: 's1',
      code_challenge: s256(verifier),
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    const consent = await fetch(url, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const credentials = await adapter.exchangeCode?.({
      code,
      codeVerifier: verifier,
      redirectUri: 'https://app.example/cb',
    });
    expect(credentials?.refreshToken).toBeTruthy();
    expect(Date.parse(credentials?.expiresAt ?? '') - Date.now()).toBeGreaterThan(3500_000);
  });

  it('refuses a wrong PKCE verifier', async () => {
    const url = adapter.authorizationUrl?.({
      state: 's',
      codeChallenge: s256('right'),
      redirectUri: 'https://a/cb',
    });
    const consent = await fetch(url ?? '', { redirect: 'manual' });
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const error = await failure(
      adapter.exchangeCode?.({
        code,
        codeVerifier: 'wrong',
        redirectUri: 'https://a/cb',
      }) as Promise<unknown>,
    );
    expect(error.kind).toBe('reconnect');
  });

  it('refreshes, keeping the refresh token; a revoked one means reconnect', async () => {
    const { accessToken, refreshToken } = fake.state.oauth.issue('u2', []);
    const fresh = await adapter.refresh?.({ accessToken, refreshToken });
    expect(fresh?.accessToken).not.toBe(accessToken);
    expect(fresh?.refreshToken).toBe(refreshToken);
    fake.state.oauth.revoke(fresh?.accessToken ?? '');
    const error = await failure(adapter.refresh?.(fresh ?? { accessToken: '' }) as Promise<unknown>);
    expect(error.kind).toBe('reconnect');
  });

  it('lists locations as pages', async () => {
    const pages = await adapter.listPages?.(page.credentials);
    expect(pages?.map(({ remoteId, name }) => ({ remoteId, name }))).toEqual([
      { remoteId: 'accounts/111/locations/222', name: 'Bakery Main Street' },
    ]);
  });
});

describe('google_business publishing', () => {
  it('posts with a LEARN_MORE link and one photo, then deletes', async () => {
    const published = await adapter.publish?.(page, post({ images: [image('a'), image('b')] }));
    const stored = fake.state.posts.find((entry) => entry.name === published?.remoteId);
    expect(stored?.callToAction).toEqual({ actionType: 'LEARN_MORE', url: 'https://bakery.example' });
    expect(stored?.media).toEqual([{ mediaFormat: 'PHOTO', sourceUrl: 'https://media.example/a.jpg' }]);
    expect(published?.url).toContain('lpsid=');
    await adapter.deletePost?.(page, published?.remoteId ?? '');
    expect(fake.state.posts.some((entry) => entry.name === published?.remoteId)).toBe(false);
    await adapter.deletePost?.(page, published?.remoteId ?? '');
  });

  it('needs a link (spec §5)', async () => {
    const before = fake.calls.length;
    const error = await failure(adapter.publish?.(page, post({ link: undefined })) as Promise<unknown>);
    expect(error).toMatchObject({ kind: 'rejected', reason: 'link_required' });
    expect(fake.calls.length).toBe(before);
  });

  it('passes on what Google refuses as rejected with its reason', async () => {
    const error = await failure(
      adapter.publish?.(page, post({ text: 'x'.repeat(1501) })) as Promise<unknown>,
    );
    expect(error).toMatchObject({ kind: 'rejected', reason: 'summary: must be at most 1500 characters' });
  });

  it('reads back a post whose answer was lost instead of posting twice', async () => {
    const lost = post({ text: 'Lost answer', idempotencyKey: 'lost-1' });
    fake.failNext({ kind: 'lose-response' }, (request) => request.method === 'POST');
    const error = await failure(adapter.publish?.(page, lost) as Promise<unknown>);
    expect(error.kind).toBe('unknown_outcome');
    const found = await adapter.findPublished?.(page, lost);
    const matching = fake.state.posts.filter((entry) => entry.summary === 'Lost answer');
    expect(matching).toHaveLength(1);
    expect(found?.remoteId).toBe(matching[0]?.name);
    expect(await adapter.findPublished?.(page, post({ text: 'Never sent', idempotencyKey: 'n' }))).toBeNull();
  });
});

describe('google_business errors', () => {
  it.each([
    [
      { kind: 'status', status: 401, json: { error: { code: 401, status: 'UNAUTHENTICATED' } } },
      'token_expired',
      undefined,
    ],
    [
      { kind: 'status', status: 403, json: { error: { code: 403, status: 'PERMISSION_DENIED' } } },
      'reconnect',
      undefined,
    ],
    [
      {
        kind: 'status',
        status: 429,
        json: {
          error: {
            code: 429,
            status: 'RESOURCE_EXHAUSTED',
            details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '42s' }],
          },
        },
      },
      'rate_limited',
      42,
    ],
    [
      {
        kind: 'status',
        status: 429,
        json: { error: { status: 'RESOURCE_EXHAUSTED' } },
        headers: { 'retry-after': '9' },
      },
      'rate_limited',
      9,
    ],
    [
      { kind: 'status', status: 503, json: { error: { code: 503, status: 'UNAVAILABLE' } } },
      'server_error',
      undefined,
    ],
    [{ kind: 'hang' }, 'server_error', undefined],
  ] as const)('turns %j into %s', async (failureMode, kind, retryAfterSeconds) => {
    fake.failNext(failureMode);
    const error = await failure(
      adapter.readInbox?.(page, { stream: 'reviews', cursor: null }) as Promise<unknown>,
    );
    expect(error.kind).toBe(kind);
    expect(error.retryAfterSeconds).toBe(retryAfterSeconds);
  });

  it('calls an expired token token_expired', async () => {
    const token = fake.state.oauth.issue('u3', []);
    fake.state.oauth.expire(token.accessToken);
    const error = await failure(adapter.listPages?.({ accessToken: token.accessToken }) as Promise<unknown>);
    expect(error.kind).toBe('token_expired');
  });
});

describe('google_business reviews and metrics', () => {
  it('reads reviews with their rating and replies', async () => {
    const items = await readStreams(adapter, page, new Date(Date.now() - 60_000).toISOString());
    expect(items).toEqual([
      expect.objectContaining({ type: 'review', rating: 4, authorName: 'Ada', text: 'Great bread' }),
    ]);
    // Read again from the cursor it gave: nothing new, and the cursor stays.
    const first = await adapter.readInbox?.(page, { stream: 'reviews', cursor: null });
    expect(first?.items).toHaveLength(1);
    const again = await adapter.readInbox?.(page, {
      stream: 'reviews',
      cursor: new Date(Date.parse(first?.cursor ?? '') + 1).toISOString(),
    });
    expect(again).toEqual({ items: [], cursor: new Date(Date.parse(first?.cursor ?? '') + 1).toISOString() });
    const review = items?.[0]?.remoteId ?? '';
    const outgoing = { text: 'Thank you!', idempotencyKey: 'k1' };
    expect(await adapter.findReply?.(page, review, outgoing)).toBeNull();
    await adapter.reply?.(page, review, 'Thank you!');
    expect(fake.state.reviews[0]?.reviewReply?.comment).toBe('Thank you!');
    // Read back: the review's one reply is this text.
    expect(await adapter.findReply?.(page, review, outgoing)).toEqual({ remoteId: `${review}/reply` });
    expect(await adapter.findReply?.(page, review, { ...outgoing, text: 'Thanks' })).toBeNull();
    expect(adapter.moderate).toBeUndefined();
  });

  it('reads an edited review once: the next read starts after its edit, not after its writing', async () => {
    const review = fake.state.reviews[0];
    if (!review) throw new Error('the fake has no review');
    const written = review.createTime;
    review.updateTime = new Date(Date.parse(written) + 5_000).toISOString();
    try {
      const first = await adapter.readInbox?.(page, { stream: 'reviews', cursor: null });
      expect(first?.items.map((item) => item.createdAt)).toEqual([written]);
      expect(first?.cursor).toBe(review.updateTime);
      const after = new Date(Date.parse(first?.cursor ?? '') + 1).toISOString();
      expect(await adapter.readInbox?.(page, { stream: 'reviews', cursor: after })).toEqual({
        items: [],
        cursor: after,
      });
    } finally {
      review.updateTime = written;
    }
  });

  it('sums impressions and engagements per day', async () => {
    const metrics = await adapter.readMetrics?.(page, 7);
    expect(metrics?.daily).toHaveLength(7);
    expect(metrics?.daily[0]).toEqual({ date: expect.any(String), impressions: 12, engagements: 12 });
    expect(metrics).toMatchObject({ followers: 0, impressions: 84, engagements: 84 });
  });
});

describe('google_business profile picture', () => {
  it("takes the location's PROFILE photo from its media, not its cover", async () => {
    const [listed] = (await adapter.listPages?.(page.credentials)) ?? [];
    expect(listed?.pictureUrl).toBe(fakePictureUrl(fake, '222'));
    expect(await servesPicture(listed?.pictureUrl)).toBe(true);
  });

  it('lists a location whose media the API does not find, without a picture', async () => {
    fake.failNext(
      { kind: 'status', status: 404, json: { error: { code: 404, status: 'NOT_FOUND' } } },
      (request) => request.path.endsWith('/media'),
    );
    const [listed] = (await adapter.listPages?.(page.credentials)) ?? [];
    expect(listed).toMatchObject({ name: 'Bakery Main Street' });
    expect(listed?.pictureUrl).toBeUndefined();
  });
});
