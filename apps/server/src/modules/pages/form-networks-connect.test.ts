import { startFakeBluesky } from '@pagewise/networks/bluesky/fake';
import type { FakeApi } from '@pagewise/networks/fake/fake-api';
import { startFakeOneSignal } from '@pagewise/networks/onesignal/fake';
import { startFakePushwoosh } from '@pagewise/networks/pushwoosh/fake';
import { startFakeWebpushr } from '@pagewise/networks/webpushr/fake';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { pages } from './schema.ts';

/** Each form network against its fake, with credentials the fake knows and ones it does not. */
const fakes: FakeApi[] = [];
let test: TestApp;
let user: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  const bluesky = await startFakeBluesky();
  bluesky.addAccount('bakery.bsky.social', 'abcd-efgh-ijkl-mnop', 250);
  const onesignal = await startFakeOneSignal();
  onesignal.addApp('11111111-2222-3333-4444-555555555555', 'os_v2_app_key', 40);
  const pushwoosh = await startFakePushwoosh();
  pushwoosh.addApplication('ABCDE-12345', 'pw-token', 'Bakery site');
  const webpushr = await startFakeWebpushr();
  webpushr.addSite('wp-key', 'wp-auth', 'Bakery site');
  fakes.push(bluesky, onesignal, pushwoosh, webpushr);
  test = await startTestApp({
    env: {
      NETWORK_BLUESKY_API_URL: bluesky.url,
      NETWORK_ONESIGNAL_API_URL: onesignal.url,
      NETWORK_PUSHWOOSH_API_URL: pushwoosh.url,
      NETWORK_WEBPUSHR_API_URL: webpushr.url,
    },
  });
  user = await buildUser(test);
});
afterAll(async () => {
  await test?.close();
  for (const fake of fakes) await fake.close();
});

const connect = (kind: string, fields: Record<string, string>) =>
  test.http.inject({
    method: 'POST',
    url: `/api/networks/${kind}/form`,
    headers: user.headers,
    payload: { fields },
  });

describe.each([
  [
    'bluesky',
    { handle: 'bakery.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' },
    { appPassword: 'wrong-pass-word-0000' },
  ],
  [
    'onesignal',
    { siteName: 'Bakery', appId: '11111111-2222-3333-4444-555555555555', restApiKey: 'os_v2_app_key' },
    { restApiKey: 'os_v2_wrong' },
  ],
  [
    'pushwoosh',
    { siteName: 'Bakery', applicationCode: 'ABCDE-12345', accessToken: 'pw-token' },
    { accessToken: 'nope' },
  ],
  ['webpushr', { siteName: 'Bakery', restApiKey: 'wp-key', authToken: 'wp-auth' }, { authToken: 'nope' }],
])('%s', (kind, good, wrong) => {
  it('connects with credentials the network accepts, and refuses others with a keyed 4xx', async () => {
    const refused = await connect(kind, { ...good, ...wrong });
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const added = await connect(kind, good);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().pages[0]).toMatchObject({ kind, status: 'running' });
  });

  it("refuses the page to another account without naming it; the owner's page is left as it was", async () => {
    const owned = (await test.http.inject({ method: 'GET', url: '/api/pages', headers: user.headers }))
      .json()
      .pages.find((page: { kind: string }) => page.kind === kind) as { id: string; remoteId: string };
    const [before] = await test.app.context.database.db.select().from(pages).where(eq(pages.id, owned.id));
    const stranger = await buildUser(test);
    const stolen = await test.http.inject({
      method: 'POST',
      url: `/api/networks/${kind}/form`,
      headers: stranger.headers,
      payload: { fields: good },
    });
    expect(stolen.statusCode, stolen.body).toBe(409);
    expect(stolen.json().error.key).toBe('page_in_another_account');
    expect(stolen.json().error.details).toBeUndefined();
    for (const secret of [owned.id, owned.remoteId]) expect(stolen.body).not.toContain(secret);
    const [after] = await test.app.context.database.db.select().from(pages).where(eq(pages.id, owned.id));
    expect(after).toEqual(before);
  });
});
