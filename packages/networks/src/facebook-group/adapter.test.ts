import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supports } from '../adapter.ts';
import { fakePictureUrl, servesPicture } from '../fake/fake-picture.ts';
import { caughtNetworkError, codeFromDialog, pkcePair } from '../meta/caught-network-error.ts';
import { createFacebookGroupAdapter } from './adapter.ts';
import { type FakeFacebookGroupApi, startFakeFacebookGroup } from './fake.ts';

let fake: FakeFacebookGroupApi;
let adapter: ReturnType<typeof createFacebookGroupAdapter>;
const redirectUri = 'https://pagewise.test/connect/callback';

beforeAll(async () => {
  fake = await startFakeFacebookGroup();
  adapter = createFacebookGroupAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'app',
    clientSecret: 's',
  });
});
afterAll(() => fake.close());

describe('Facebook group', () => {
  it('cannot publish, read an inbox, moderate nor read metrics: the Groups API is gone', () => {
    for (const capability of [
      'publish',
      'findPublished',
      'readInbox',
      'reply',
      'moderate',
      'readMetrics',
    ] as const) {
      expect(supports(adapter, capability)).toBe(false);
    }
  });

  it('logs in with PKCE and finds no group while Graph answers the edge as deprecated', async () => {
    const { codeVerifier, codeChallenge } = await pkcePair();
    const url = adapter.authorizationUrl?.({ state: 's', codeChallenge, redirectUri }) ?? '';
    expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
    const { code } = await codeFromDialog(url);
    const credentials = await adapter.exchangeCode?.({ code, codeVerifier, redirectUri });
    expect(await adapter.listPages?.(credentials ?? { accessToken: '' })).toEqual([]);
  });

  it('marks listed groups as not connected to the API', async () => {
    fake.state.groups = [{ id: 'g1', name: 'Bakers of Lyon' }];
    const pages = await adapter.listPages?.({ accessToken: fake.state.issueUserToken() });
    expect(pages).toEqual([expect.objectContaining({ remoteId: 'g1', apiNotConnected: true })]);
  });

  it('still reports an expired token', async () => {
    const token = fake.state.issueUserToken();
    fake.state.auth.tokens.set(token, { status: 'expired', kind: 'user' });
    expect(
      (await caughtNetworkError(adapter.listPages?.({ accessToken: token }) ?? Promise.resolve())).kind,
    ).toBe('token_expired');
  });
});

describe('facebook group picture', () => {
  it('reads the picture of each group', async () => {
    fake.state.groups = [{ id: 'g1', name: 'Bakers of Lyon' }];
    const [listed] = (await adapter.listPages?.({ accessToken: fake.state.issueUserToken() })) ?? [];
    expect(listed?.pictureUrl).toBe(fakePictureUrl(fake, 'g1'));
    expect(await servesPicture(listed?.pictureUrl)).toBe(true);
  });
});
