import type { Source } from '@pagewise/shared/sources/source';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { sources } from './schema.ts';
import { rssFeed, startFeedServer } from './test-feed-server.ts';

let feeds: Awaited<ReturnType<typeof startFeedServer>>;
let test: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;
let stranger: Awaited<ReturnType<typeof buildUser>>;
let healthy = true;

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.routes.set('/feed.xml', (_request, response) => {
    if (!healthy) return response.writeHead(410).end();
    response.writeHead(200).end(
      rssFeed([
        { id: 'r2', date: new Date(Date.now() - 3600_000) },
        { id: 'r1', date: new Date(Date.now() - 7200_000) },
      ]),
    );
  });
  test = await startTestApp({ env: { SOURCES_ALLOWED_HOSTS: feeds.host } });
  owner = await buildUser(test);
  stranger = await buildUser(test);
});
afterAll(async () => {
  await test.close();
  await feeds.close();
});

const input = (more: Record<string, unknown> = {}) => ({
  name: 'Local news',
  type: 'rss',
  url: feeds.url('/feed.xml'),
  ...more,
});

/** Waits for the worker that reads a new or re-enabled source at once. */
async function settled(who: typeof owner, id: string, done: (source: Source) => boolean): Promise<Source> {
  const until = Date.now() + 15_000;
  for (;;) {
    const source = (await call(test, who, 'GET', `/api/sources/${id}`)).json() as Source;
    if (done(source)) return source;
    if (Date.now() > until) throw new Error(`source not read: ${JSON.stringify(source)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('my sources', () => {
  it('adds a source, reads it at once, lists it with its counts and shows its items', async () => {
    const created = await call(test, owner, 'POST', '/api/sources', input({ logoUrl: '' }));
    expect(created.statusCode, created.body).toBe(201);
    const source = created.json() as Source;
    expect(source).toMatchObject({
      name: 'Local news',
      type: 'rss',
      feedUrl: feeds.url('/feed.xml'),
      status: 'running',
      logoUrl: null,
      evergreen: false,
      itemCount: 0,
      botCount: 0,
    });
    const read = await settled(owner, source.id, (row) => row.itemCount === 2);
    expect(read.lastFetchedUrl).toBe('https://site.example/r2');
    expect(read.lastAddedAt).not.toBeNull();

    const list = await call(test, owner, 'GET', '/api/sources');
    expect(list.statusCode).toBe(200);
    expect(list.json().sources).toEqual([expect.objectContaining({ id: source.id, itemCount: 2 })]);

    const items = await call(test, owner, 'GET', `/api/sources/${source.id}/items`);
    expect(items.statusCode).toBe(200);
    expect(
      items
        .json()
        .items.map((item: { link: string }) => item.link)
        .sort(),
    ).toEqual(['https://site.example/r1', 'https://site.example/r2']);
  });

  it('derives the feed of a platform address, and edits a source', async () => {
    const created = await call(
      test,
      owner,
      'POST',
      '/api/sources',
      input({ type: 'youtube', url: 'https://www.youtube.com/channel/UCabc', evergreen: true }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id, feedUrl } = created.json() as Source;
    expect(feedUrl).toBe('https://www.youtube.com/feeds/videos.xml?channel_id=UCabc');
    const edited = await call(test, owner, 'PUT', `/api/sources/${id}`, input({ name: 'Back to RSS' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Back to RSS',
      type: 'rss',
      feedUrl: feeds.url('/feed.xml'),
    });
  });

  it('disables a source that is gone; the user re-enables it by hand', async () => {
    healthy = false;
    const { id } = (
      await call(test, owner, 'POST', '/api/sources', input({ name: 'Fragile' }))
    ).json() as Source;
    const disabled = await settled(owner, id, (source) => source.status === 'error');
    expect(disabled.errorKey).toBe('source_gone');
    await test.mail.waitFor(owner.email, (mail) => mail.subject.includes('Fragile'));

    healthy = true;
    const enabled = await call(test, owner, 'POST', `/api/sources/${id}/enable`);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({ status: 'running', errorKey: null });
    await settled(owner, id, (source) => source.itemCount === 2 && source.status === 'running');
  });

  it('deletes a source with its items', async () => {
    const { id } = (
      await call(test, owner, 'POST', '/api/sources', input({ name: 'Short-lived' }))
    ).json() as Source;
    const deleted = await call(test, owner, 'DELETE', `/api/sources/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(test, owner, 'GET', `/api/sources/${id}`)).statusCode).toBe(404);
  });

  it('counts the bots that read a source: those that picked it, and the auto-mode custom bots', async () => {
    const reader = await buildUser(test);
    const create = async (name: string) =>
      ((await call(test, reader, 'POST', '/api/sources', input({ name }))).json() as Source).id;
    const picked = await create('Picked');
    const other = await create('Other');
    const pageId = await sandboxPage(test, reader, 'Counting page');
    const bot = (body: Record<string, unknown>) =>
      call(test, reader, 'POST', '/api/bots', { pageId, type: 'custom', frequency: 'manual', ...body });
    expect((await bot({ name: 'Picks one', sourceIds: [picked] })).statusCode).toBe(201);
    expect((await bot({ name: 'Reads all', autoSources: true })).statusCode).toBe(201);
    const listed = (await call(test, reader, 'GET', '/api/sources')).json() as { sources: Source[] };
    const countOf = (id: string) => listed.sources.find((source) => source.id === id)?.botCount;
    expect(countOf(picked)).toBe(2);
    expect(countOf(other)).toBe(1);
  });

  it('lists every wrong field of a source at once', async () => {
    const response = await call(test, owner, 'POST', '/api/sources', {
      name: '',
      type: 'fax',
      url: '',
      logoUrl: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      name: expect.any(String),
      type: 'validation.invalid',
      logoUrl: expect.any(String),
    });
    const twitter = await call(
      test,
      owner,
      'POST',
      '/api/sources',
      input({ type: 'twitter', url: 'not valid!' }),
    );
    expect(twitter.json().error.fields).toEqual({
      url: 'validation.twitter_account',
      pageId: 'validation.required',
    });
  });

  it('a Twitter source needs a connected Twitter page of the account', async () => {
    const sandbox = await sandboxPage(test, owner, 'Not Twitter');
    const response = await call(
      test,
      owner,
      'POST',
      '/api/sources',
      input({ type: 'twitter', url: '@fan', pageId: sandbox }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ pageId: 'validation.pick_a_page' });
  });
});

describe('tenancy and roles', () => {
  it("another account's source and catalogue sources are 404 and never listed", async () => {
    const { id } = (
      await call(test, owner, 'POST', '/api/sources', input({ name: 'Mine' }))
    ).json() as Source;
    const [catalogue] = await test.app.context.database.db
      .insert(sources)
      .values({
        accountId: null,
        catalogueKey: 'routes-test',
        name: 'Suggested',
        type: 'rss',
        url: feeds.url('/feed.xml'),
        feedUrl: feeds.url('/feed.xml'),
        status: 'error',
      })
      .returning();
    for (const target of [id, catalogue?.id ?? '']) {
      for (const [method, path] of [
        ['GET', `/api/sources/${target}`],
        ['PUT', `/api/sources/${target}`],
        ['DELETE', `/api/sources/${target}`],
        ['POST', `/api/sources/${target}/enable`],
        ['GET', `/api/sources/${target}/items`],
      ] as const) {
        const response = await call(test, stranger, method, path, method === 'PUT' ? input() : undefined);
        expect(response.statusCode, `${method} ${path}`).toBe(404);
      }
    }
    expect((await call(test, owner, 'GET', `/api/sources/${catalogue?.id}`)).statusCode).toBe(404);
    expect((await call(test, stranger, 'GET', '/api/sources')).json().sources).toEqual([]);
    const mine = (await call(test, owner, 'GET', '/api/sources')).json().sources as Source[];
    expect(mine.some((source) => source.id === catalogue?.id)).toBe(false);
    expect((await call(test, owner, 'GET', '/api/sources/not-a-uuid')).statusCode).toBe(404);
  });

  it('a viewer reads sources but may not add, change or remove them', async () => {
    const viewer = await buildTeamMember(test, owner, 'viewer');
    const { id } = (
      await call(test, owner, 'POST', '/api/sources', input({ name: 'Seen' }))
    ).json() as Source;
    expect((await call(test, viewer, 'GET', '/api/sources')).statusCode).toBe(200);
    expect((await call(test, viewer, 'GET', `/api/sources/${id}/items`)).statusCode).toBe(200);
    expect((await call(test, viewer, 'POST', '/api/sources', input())).statusCode).toBe(403);
    expect((await call(test, viewer, 'PUT', `/api/sources/${id}`, input())).statusCode).toBe(403);
    expect((await call(test, viewer, 'POST', `/api/sources/${id}/enable`)).statusCode).toBe(403);
    expect((await call(test, viewer, 'DELETE', `/api/sources/${id}`)).statusCode).toBe(403);
    const [row] = await test.app.context.database.db.select().from(sources).where(eq(sources.id, id));
    expect(row?.name).toBe('Seen');
  });
});
