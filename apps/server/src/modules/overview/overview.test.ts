import type { Overview } from '@pagewise/shared/overview';
import type { Post } from '@pagewise/shared/posts/post';
import type { Source } from '@pagewise/shared/sources/source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage, settledPost } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { startFeedServer } from '../sources/test-feed-server.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;
let feeds: Awaited<ReturnType<typeof startFeedServer>>;
let test: TestApp;
let owner: Who;
let stranger: Who;

beforeAll(async () => {
  feeds = await startFeedServer();
  // A feed the site says is gone for good: the source is disabled at its first read.
  feeds.routes.set('/gone.xml', (_request, response) => response.writeHead(410).end());
  test = await startTestApp({ env: { SOURCES_ALLOWED_HOSTS: feeds.host } });
  owner = await buildUser(test);
  stranger = await buildUser(test);
});
afterAll(async () => {
  await test.close();
  await feeds.close();
});

const overviewOf = async (who: Who, query = '') => {
  const response = await call(test, who, 'GET', `/api/overview${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Overview;
};
const excerpts = (items: { excerpt: string }[]) => items.map((item) => item.excerpt);

async function post(who: Who, body: Record<string, unknown>): Promise<Post> {
  const response = await call(test, who, 'POST', '/api/posts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Post;
}

async function sourceInError(who: Who): Promise<Source> {
  const created = await call(test, who, 'POST', '/api/sources', {
    name: 'Old town news',
    type: 'rss',
    url: feeds.url('/gone.xml'),
  });
  expect(created.statusCode, created.body).toBe(201);
  const until = Date.now() + 15_000;
  for (;;) {
    const source = (await call(test, who, 'GET', `/api/sources/${created.json().id}`)).json() as Source;
    if (source.status === 'error') return source;
    if (Date.now() > until) throw new Error(`source not in error: ${JSON.stringify(source)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('GET /api/overview', () => {
  it('shows a new account nothing to do and no onboarding step done', async () => {
    const fresh = await buildUser(test);
    expect(await overviewOf(fresh)).toEqual({
      latest: [],
      upcoming: [],
      needsAction: {
        failedPosts: { total: 0, items: [] },
        pages: { total: 0, items: [] },
        sources: { total: 0, items: [] },
      },
      onboarding: { connectPage: false, createBot: false, ready: false },
    });
  });

  it('shows outcomes, next posts and what needs action, within the account and the pages reached', async () => {
    const north = await sandboxPage(test, owner, 'North Shop');
    const south = await sandboxPage(test, owner, 'South Shop');
    const southOnly = await buildTeamMember(test, owner, 'editor', { pageIds: [south] });
    expect((await overviewOf(owner)).onboarding).toEqual({
      connectPage: true,
      createBot: false,
      ready: false,
    });

    const sent = await settledPost(
      test,
      owner,
      (await post(owner, { intent: 'now', pageIds: [north], message: 'Fresh bread' })).id,
    );
    expect(sent.targets[0]?.status).toBe('posted');
    const dueAt = new Date(Date.now() + 60 * 60_000);
    dueAt.setSeconds(0, 0);
    await post(owner, {
      intent: 'schedule',
      pageIds: [south],
      message: 'Weekend market',
      scheduledAt: dueAt.toISOString(),
    });
    // The page's token is revoked on the network: the next post there fails and the page needs reconnecting.
    expect((await call(test, owner, 'POST', `/api/sandbox/pages/${north}/revoke-token`)).statusCode).toBe(
      204,
    );
    const failed = await settledPost(
      test,
      owner,
      (await post(owner, { intent: 'now', pageIds: [north], message: 'Closed on Monday' })).id,
    );
    expect(failed.targets[0]?.status).toBe('error');
    const source = await sourceInError(owner);

    const seen = await overviewOf(owner);
    expect(excerpts(seen.latest)).toEqual(['Closed on Monday', 'Fresh bread']);
    expect(seen.latest[0]).toMatchObject({
      pageId: north,
      pageName: 'North Shop',
      pageKind: 'sandbox',
      status: 'error',
      url: null,
    });
    expect(seen.latest[0]?.errorKey).toBeTruthy();
    // The sandbox drew the page a picture, served by Pagewise.
    expect(seen.latest[0]?.pagePictureUrl).toMatch(/^\/media\//);
    expect(seen.latest[1]).toMatchObject({ status: 'posted', postId: sent.id, url: sent.targets[0]?.url });
    expect(seen.latest[1]?.url).toBeTruthy();
    expect(seen.upcoming).toEqual([
      expect.objectContaining({
        excerpt: 'Weekend market',
        pageName: 'South Shop',
        status: 'scheduled',
        at: dueAt.toISOString(),
      }),
    ]);
    expect(seen.needsAction.failedPosts).toEqual({ total: 1, items: [seen.latest[0]] });
    expect(seen.needsAction.pages.total).toBe(1);
    expect(seen.needsAction.pages.items[0]).toMatchObject({ id: north, status: 'reconnection_needed' });
    expect(seen.needsAction.sources).toEqual({
      total: 1,
      items: [{ id: source.id, name: 'Old town news', errorKey: 'source_gone' }],
    });
    expect(seen.onboarding).toEqual({ connectPage: true, createBot: true, ready: true });

    // Only the first item of each list, but every failure counted.
    const short = await overviewOf(owner, '?limit=1');
    expect(excerpts(short.latest)).toEqual(['Closed on Monday']);
    expect(short.needsAction.failedPosts.total).toBe(1);

    // A user limited to the south page sees none of the north page's posts or its reconnection.
    const limited = await overviewOf(southOnly);
    expect(limited.latest).toEqual([]);
    expect(excerpts(limited.upcoming)).toEqual(['Weekend market']);
    expect(limited.needsAction.failedPosts).toEqual({ total: 0, items: [] });
    expect(limited.needsAction.pages).toEqual({ total: 0, items: [] });
    // Sources belong to the account, not to a page.
    expect(limited.needsAction.sources.total).toBe(1);
    expect(limited.onboarding).toEqual({ connectPage: true, createBot: true, ready: true });

    // Another account sees nothing of it.
    const other = await overviewOf(stranger);
    expect(other.latest).toEqual([]);
    expect(other.upcoming).toEqual([]);
    expect(other.needsAction).toEqual({
      failedPosts: { total: 0, items: [] },
      pages: { total: 0, items: [] },
      sources: { total: 0, items: [] },
    });
    expect(other.onboarding).toEqual({ connectPage: false, createBot: false, ready: false });
  });

  it('refuses a list size out of its limits, naming the field', async () => {
    for (const [limit, key] of [
      ['0', 'validation.too_small'],
      ['21', 'validation.too_big'],
      ['many', 'validation.invalid'],
    ] as const) {
      const response = await call(test, owner, 'GET', `/api/overview?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json().error).toMatchObject({ key: 'invalid_data', fields: { limit: key } });
    }
  });

  it('needs a session', async () => {
    expect((await test.http.inject({ method: 'GET', url: '/api/overview' })).statusCode).toBe(401);
  });
});
