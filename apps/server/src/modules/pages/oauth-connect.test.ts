import { type FakeFacebookPageApi, startFakeFacebookPage } from '@pagewise/networks/facebook-page/fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { checkPageTokens } from './check-page-tokens.ts';

let fake: FakeFacebookPageApi;
let test: TestApp;
beforeAll(async () => {
  fake = await startFakeFacebookPage();
  test = await startTestApp({
    env: {
      NETWORK_FACEBOOK_PAGE_CLIENT_ID: 'pagewise-app',
      NETWORK_FACEBOOK_PAGE_CLIENT_SECRET: 'app-secret',
      NETWORK_FACEBOOK_PAGE_API_URL: fake.url,
      NETWORK_FACEBOOK_PAGE_AUTH_URL: fake.url,
    },
  });
});
afterAll(async () => {
  await test.close();
  await fake.close();
});

type User = Awaited<ReturnType<typeof buildUser>>;

/** Plays the browser: asks for the consent URL, follows the network's redirect back to the product. */
async function consent(user: User, body: object = {}): Promise<string> {
  const start = await test.http.inject({
    method: 'POST',
    url: '/api/networks/facebook_page/oauth',
    headers: user.headers,
    payload: body,
  });
  expect(start.statusCode, start.body).toBe(200);
  const authorizationUrl = new URL(start.json().authorizationUrl);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const dialog = await fetch(authorizationUrl, { redirect: 'manual' });
  const back = new URL(dialog.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe('http://pagewise.test/api/oauth/facebook_page/callback');
  const callback = await test.http.inject({ method: 'GET', url: back.pathname + back.search });
  expect(callback.statusCode).toBe(302);
  return callback.headers.location as string;
}

describe('connecting a Facebook page through OAuth', () => {
  let owner: User;
  let pageId: string;

  it('redirects to the consent screen and back, offers the pages, adds the one picked', async () => {
    owner = await buildUser(test);
    const target = await consent(owner);
    const connectionId = target.match(/^\/#\/dash\/pages\?connection=([0-9a-f-]+)$/)?.[1];
    expect(connectionId).toBeDefined();

    const offered = await test.http.inject({
      method: 'GET',
      url: `/api/connections/${connectionId}/pages`,
      headers: owner.headers,
    });
    expect(offered.json()).toMatchObject({
      kind: 'facebook_page',
      pages: [
        { remoteId: '100200300', name: 'Pagewise Bakery', unavailable: null },
        // Only the Analyst role there: nothing could be published, so it cannot be added.
        { remoteId: '100200301', name: 'Pagewise Books', unavailable: 'instagram_analyst_role' },
      ],
    });
    const none = await test.http.inject({
      method: 'POST',
      url: `/api/connections/${connectionId}/pages`,
      headers: owner.headers,
      payload: { remoteIds: [] },
    });
    expect(none.json().error.fields).toEqual({ remoteIds: 'validation.pick_a_page' });

    const added = await test.http.inject({
      method: 'POST',
      url: `/api/connections/${connectionId}/pages`,
      headers: owner.headers,
      payload: { remoteIds: ['100200300'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    pageId = added.json().pages[0].id;
    expect(added.json().pages[0]).toMatchObject({
      kind: 'facebook_page',
      name: 'Pagewise Bakery',
      status: 'running',
    });
  });

  it('shows the page as taken to another account, and its connection as not found to the owner', async () => {
    const other = await buildUser(test);
    const target = await consent(other);
    const connectionId = target.split('=')[1];
    const offered = await test.http.inject({
      method: 'GET',
      url: `/api/connections/${connectionId}/pages`,
      headers: other.headers,
    });
    expect(offered.json().pages[0]).toMatchObject({
      remoteId: '100200300',
      unavailable: 'page_in_another_account',
    });
    const stolen = await test.http.inject({
      method: 'POST',
      url: `/api/connections/${connectionId}/pages`,
      headers: other.headers,
      payload: { remoteIds: ['100200300'] },
    });
    expect(stolen.json().error.key).toBe('page_in_another_account');
    const peek = await test.http.inject({
      method: 'GET',
      url: `/api/connections/${connectionId}/pages`,
      headers: owner.headers,
    });
    expect(peek.statusCode).toBe(404);
  });

  it('refuses a forged or replayed state', async () => {
    const forged = await test.http.inject({
      method: 'GET',
      url: '/api/oauth/facebook_page/callback?code=x&state=forged',
    });
    expect(forged.headers.location).toBe('/#/dash/pages?error=oauth_state_invalid');
    const denied = await test.http.inject({
      method: 'GET',
      url: '/api/oauth/facebook_page/callback?error=access_denied',
    });
    expect(denied.headers.location).toBe('/#/dash/pages?error=oauth_state_invalid');
  });

  it('marks the page for reconnection when its token is revoked, e-mails, and reconnects it', async () => {
    const page = fake.state.pages.find((candidate) => candidate.id === '100200300');
    const token = fake.state.auth.tokens.get(page?.accessToken ?? '');
    if (!token) throw new Error('no fake token');
    token.status = 'revoked';

    const refresh = await test.http.inject({
      method: 'POST',
      url: `/api/pages/${pageId}/refresh`,
      headers: owner.headers,
    });
    expect(refresh.json().error.key).toBe('network_token_invalid');
    await checkPageTokens(test.app.context);
    await test.mail.waitFor(owner.email, (mail) => mail.subject.includes('Pagewise Bakery'));

    token.status = 'valid';
    const target = await consent(owner, { pageId });
    expect(target).toBe(`/#/dash/pages?reconnected=${pageId}`);
    const pages = (
      await test.http.inject({ method: 'GET', url: '/api/pages', headers: owner.headers })
    ).json().pages;
    expect(pages[0]).toMatchObject({ id: pageId, status: 'running', lastError: null });
  });
});
