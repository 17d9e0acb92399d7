import { startFakeFacebookGroup } from '@pagewise/networks/facebook-group/fake';
import { startFakeFacebookPage } from '@pagewise/networks/facebook-page/fake';
import type { FakeApi } from '@pagewise/networks/fake/fake-api';
import { startFakeGoogleBusiness } from '@pagewise/networks/google-business/fake';
import { startFakeInstagram } from '@pagewise/networks/instagram/fake';
import { startFakeLinkedIn } from '@pagewise/networks/linkedin/fake';
import { startFakePinterest } from '@pagewise/networks/pinterest/fake';
import { startFakeThreads } from '@pagewise/networks/threads/fake';
import { startFakeTikTok } from '@pagewise/networks/tiktok/fake';
import { startFakeTwitter } from '@pagewise/networks/twitter/fake';
import { startFakeYouTube } from '@pagewise/networks/youtube/fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/** Every OAuth network, against its local fake: consent, callback, the pages offered, one added. */
const fakes: Record<string, () => Promise<FakeApi>> = {
  facebook_page: startFakeFacebookPage,
  facebook_group: startFakeFacebookGroup,
  instagram: startFakeInstagram,
  threads: startFakeThreads,
  twitter: startFakeTwitter,
  linkedin: startFakeLinkedIn,
  pinterest: startFakePinterest,
  google_business: startFakeGoogleBusiness,
  youtube: startFakeYouTube,
  tiktok: startFakeTikTok,
};

const running = new Map<string, FakeApi>();
let test: TestApp;
let user: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  const env: Record<string, string> = {};
  for (const [kind, start] of Object.entries(fakes)) {
    const fake = await start();
    running.set(kind, fake);
    const prefix = `NETWORK_${kind.toUpperCase()}_`;
    Object.assign(env, {
      [`${prefix}CLIENT_ID`]: `pagewise-${kind}`,
      [`${prefix}CLIENT_SECRET`]: 'secret',
      [`${prefix}API_URL`]: fake.url,
      [`${prefix}AUTH_URL`]: fake.url,
    });
  }
  test = await startTestApp({ env });
  user = await buildUser(test);
});
afterAll(async () => {
  await test?.close();
  for (const fake of running.values()) await fake.close();
});

describe.each(Object.keys(fakes))('%s', (kind) => {
  it('connects through OAuth against its fake and lists what it offers', async () => {
    const start = await test.http.inject({
      method: 'POST',
      url: `/api/networks/${kind}/oauth`,
      headers: user.headers,
      payload: {},
    });
    expect(start.statusCode, start.body).toBe(200);
    const dialog = await fetch(start.json().authorizationUrl, { redirect: 'manual' });
    const back = new URL(dialog.headers.get('location') ?? 'http://missing/');
    expect(back.pathname).toBe(`/api/oauth/${kind}/callback`);
    const callback = await test.http.inject({ method: 'GET', url: back.pathname + back.search });
    const target = String(callback.headers.location);
    expect(target).toMatch(/^\/#\/dash\/pages\?connection=/);

    const connectionId = target.split('=')[1];
    const offered = await test.http.inject({
      method: 'GET',
      url: `/api/connections/${connectionId}/pages`,
      headers: user.headers,
    });
    if (kind === 'facebook_group') {
      // Graph removed the groups edge in April 2024: nothing can be listed through the API.
      expect(offered.json().error?.key, offered.body).toBe('no_page_found');
      return;
    }
    expect(offered.statusCode, offered.body).toBe(200);
    const pages = offered.json().pages as { remoteId: string; unavailable: string | null }[];
    expect(pages.length).toBeGreaterThan(0);
    const free = pages.find((page) => page.unavailable === null);
    if (!free) return;
    const added = await test.http.inject({
      method: 'POST',
      url: `/api/connections/${connectionId}/pages`,
      headers: user.headers,
      payload: { remoteIds: [free.remoteId] },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().pages[0]).toMatchObject({ kind, remoteId: free.remoteId });
  });
});

describe('facebook_group on an app version that still lists groups', () => {
  it('adds the group in the "API not connected" mode', async () => {
    const fake = running.get('facebook_group') as FakeApi & {
      state: { groups: { id: string; name: string }[] | null };
    };
    fake.state.groups = [{ id: '5550001', name: 'Bakers of Lyon' }];
    const start = await test.http.inject({
      method: 'POST',
      url: '/api/networks/facebook_group/oauth',
      headers: user.headers,
      payload: {},
    });
    const back = new URL(
      (await fetch(start.json().authorizationUrl, { redirect: 'manual' })).headers.get('location') ?? '',
    );
    const target = String(
      (await test.http.inject({ method: 'GET', url: back.pathname + back.search })).headers.location,
    );
    const connectionId = target.split('=')[1];
    const added = await test.http.inject({
      method: 'POST',
      url: `/api/connections/${connectionId}/pages`,
      headers: user.headers,
      payload: { remoteIds: ['5550001'] },
    });
    expect(added.json().pages[0]).toMatchObject({
      name: 'Bakers of Lyon',
      connectionMode: 'api_not_connected',
    });
  });
});

describe('pinterest boards for the composer', () => {
  it('lists the page boards and creates one; pages without boards and other accounts get 404', async () => {
    const pages = (await test.http.inject({ method: 'GET', url: '/api/pages', headers: user.headers })).json()
      .pages as { id: string; kind: string }[];
    const pin = pages.find((page) => page.kind === 'pinterest');
    if (!pin) throw new Error('the pinterest page was not added');
    const before = await test.http.inject({
      method: 'GET',
      url: `/api/pages/${pin.id}/boards`,
      headers: user.headers,
    });
    expect(before.statusCode, before.body).toBe(200);
    const created = await test.http.inject({
      method: 'POST',
      url: `/api/pages/${pin.id}/boards`,
      headers: user.headers,
      payload: { name: 'Spring menu' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await test.http.inject({
      method: 'GET',
      url: `/api/pages/${pin.id}/boards`,
      headers: user.headers,
    });
    expect(after.json().boards.map((board: { name: string }) => board.name)).toContain('Spring menu');
    expect(after.json().boards).toHaveLength(before.json().boards.length + 1);

    const stranger = await buildUser(test);
    const foreign = await test.http.inject({
      method: 'GET',
      url: `/api/pages/${pin.id}/boards`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const other = pages.find((page) => page.kind === 'twitter');
    const none = await test.http.inject({
      method: 'GET',
      url: `/api/pages/${other?.id}/boards`,
      headers: user.headers,
    });
    expect(none.statusCode).toBe(404);
  });
});
