import type { Post } from '@pagewise/shared/posts/post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, settledPost } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type User = Awaited<ReturnType<typeof buildUser>>;
type ShownPage = { id: string; remoteId: string; name: string; status: string };

let test: TestApp;
let owner: User;
let stranger: User;
let page: ShownPage;
beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
  stranger = await buildUser(test);
  const connected = await call(test, owner, 'POST', '/api/networks/sandbox/form', {
    fields: { pageName: 'Corner Shop' },
  });
  expect(connected.statusCode, connected.body).toBe(201);
  page = connected.json().pages[0] as ShownPage;
});
afterAll(() => test.close());

/** Nothing of the owner's page may reach the stranger: neither its name, nor its id, nor its remote id. */
function expectNothingOfThePage(body: string) {
  for (const secret of [page.name, page.id, page.remoteId]) expect(body).not.toContain(secret);
}

/** The owner's page is still running, and a post goes out on it. */
async function expectPageHealthy() {
  const refreshed = await call(test, owner, 'POST', `/api/pages/${page.id}/refresh`);
  expect(refreshed.statusCode, refreshed.body).toBe(200);
  expect(refreshed.json()).toMatchObject({ id: page.id, status: 'running' });
  const created = await call(test, owner, 'POST', '/api/posts', {
    intent: 'now',
    pageIds: [page.id],
    message: `Still mine ${Date.now()}`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const post = await settledPost(test, owner, (created.json() as Post).id, 30_000);
  expect(post.targets.map((target) => target.status)).toEqual(['posted']);
}

describe('another account and a sandbox page that is not theirs', () => {
  it('cannot have the sandbox reissue its token through the connect form, nor learn its name', async () => {
    const attempt = await call(test, stranger, 'POST', '/api/networks/sandbox/form', {
      fields: { pageName: 'x', reconnectPage: page.remoteId },
    });
    expect(attempt.statusCode, attempt.body).toBe(400);
    expect(attempt.json().error).toMatchObject({
      key: 'invalid_data',
      fields: { 'fields.reconnectPage': 'validation.invalid' },
    });
    expectNothingOfThePage(attempt.body);
    expect((await call(test, stranger, 'GET', '/api/pages')).json().pages).toEqual([]);
    await expectPageHealthy();
  });

  it('cannot reconnect it, revoke its token or start an OAuth round trip for it (404)', async () => {
    for (const [method, url, payload] of [
      ['POST', `/api/pages/${page.id}/reconnect`, { fields: {} }],
      ['POST', `/api/sandbox/pages/${page.id}/revoke-token`, undefined],
      ['POST', '/api/networks/sandbox/oauth', { pageId: page.id }],
    ] as const) {
      const response = await call(test, stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expectNothingOfThePage(response.body);
    }
    await expectPageHealthy();
  });

  it('still lets the owner reconnect the page: a fresh token, the page runs and posts', async () => {
    const revoked = await call(test, owner, 'POST', `/api/sandbox/pages/${page.id}/revoke-token`);
    expect(revoked.statusCode, revoked.body).toBeLessThan(300);
    const refreshed = await call(test, owner, 'POST', `/api/pages/${page.id}/refresh`);
    expect(refreshed.statusCode).toBeGreaterThanOrEqual(400);
    const reconnected = await call(test, owner, 'POST', `/api/pages/${page.id}/reconnect`, { fields: {} });
    expect(reconnected.statusCode, reconnected.body).toBe(200);
    expect(reconnected.json()).toMatchObject({ id: page.id, status: 'running' });
    await expectPageHealthy();
  });
});
