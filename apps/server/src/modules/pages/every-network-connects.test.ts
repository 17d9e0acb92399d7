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
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { openCredentials } from './credentials.ts';
import { pages } from './schema.ts';

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

type Who = { headers: Record<string, string> };

/** Plays the browser through the consent screen; the connection the callback leads to. */
async function consent(who: Who, kind: string): Promise<string> {
  const start = await test.http.inject({
    method: 'POST',
    url: `/api/networks/${kind}/oauth`,
    headers: who.headers,
    payload: {},
  });
  expect(start.statusCode, start.body).toBe(200);
  const dialog = await fetch(start.json().authorizationUrl, { redirect: 'manual' });
  const back = new URL(dialog.headers.get('location') ?? 'http://missing/');
  expect(back.pathname).toBe(`/api/oauth/${kind}/callback`);
  const callback = await test.http.inject({ method: 'GET', url: back.pathname + back.search });
  const target = String(callback.headers.location);
  expect(target).toMatch(/^\/#\/dash\/pages\?connection=/);
  return target.split('=')[1] ?? '';
}

/** The owner's page as stored: its credentials (which only its own refresh may change), status and error. */
async function storedPage(pageId: string) {
  const [row] = await test.app.context.database.db.select().from(pages).where(eq(pages.id, pageId));
  if (!row) throw new Error('the page is gone');
  const { status, lastError } = row;
  return { credentials: openCredentials(test.app.context.secrets, row.sealedCredentials), status, lastError };
}

const refresh = (pageId: string) =>
  test.http.inject({ method: 'POST', url: `/api/pages/${pageId}/refresh`, headers: user.headers });

/** The page each network's first test added, for the next ones. */
const addedPages = new Map<string, { id: string; remoteId: string; name: string }>();

describe.each(Object.keys(fakes))('%s', (kind) => {
  it('connects through OAuth against its fake and lists what it offers', async () => {
    const connectionId = await consent(user, kind);
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
    const response = await test.http.inject({
      method: 'POST',
      url: `/api/connections/${connectionId}/pages`,
      headers: user.headers,
      payload: { remoteIds: [free.remoteId] },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().pages[0]).toMatchObject({ kind, remoteId: free.remoteId });
    addedPages.set(kind, response.json().pages[0]);
  });

  it("refuses the page to another account without naming it; the owner's page keeps working", async () => {
    const page = addedPages.get(kind);
    if (!page) return;
    const refreshedBefore = await refresh(page.id);
    const before = await storedPage(page.id);
    const stranger = await buildUser(test);
    const connectionId = await consent(stranger, kind);
    const stolen = await test.http.inject({
      method: 'POST',
      url: `/api/connections/${connectionId}/pages`,
      headers: stranger.headers,
      payload: { remoteIds: [page.remoteId] },
    });
    expect(stolen.statusCode, stolen.body).toBe(409);
    expect(stolen.json().error.key).toBe('page_in_another_account');
    expect(stolen.json().error.details).toBeUndefined();
    for (const secret of [page.id, page.remoteId, page.name]) expect(stolen.body).not.toContain(secret);
    const reconnect = await test.http.inject({
      method: 'POST',
      url: `/api/networks/${kind}/oauth`,
      headers: stranger.headers,
      payload: { pageId: page.id },
    });
    expect(reconnect.statusCode, reconnect.body).toBe(404);
    expect(await storedPage(page.id)).toEqual(before);
    const refreshedAfter = await refresh(page.id);
    expect(refreshedAfter.statusCode, refreshedAfter.body).toBe(refreshedBefore.statusCode);
  });
});

describe('facebook_group on an app version that still lists groups', () => {
  it('adds the group in the "API not connected" mode', async () => {
    const fake = running.get('facebook_group') as FakeApi & {
      state: { groups: { id: string; name: string }[] | null };
    };
    fake.state.groups = [{ id: '5550001', name: 'Bakers of Lyon' }];
    const connectionId = await consent(user, 'facebook_group');
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
