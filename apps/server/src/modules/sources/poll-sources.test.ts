import { gzipSync } from 'node:zlib';
import { startFakeTwitter } from '@pagewise/networks/twitter/fake';
import { plans } from '@pagewise/shared/plans';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { sealCredentials } from '../pages/credentials.ts';
import { pages } from '../pages/schema.ts';
import { putOnPlan } from '../plans/test-plans.ts';
import { users } from '../users/schema.ts';
import { pollDueSources } from './poll-due-sources.ts';
import { type SourceRow, sourceItems, sources } from './schema.ts';
import {
  conditionalFeed,
  type FeedServer,
  rssFeed,
  startFeedServer,
  stopSourceSweep,
} from './test-feed-server.ts';

let feeds: FeedServer;
let twitter: Awaited<ReturnType<typeof startFakeTwitter>>;
let test: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;
let counter = 0;

beforeAll(async () => {
  feeds = await startFeedServer();
  twitter = await startFakeTwitter();
  test = await startTestApp({
    env: {
      SOURCES_ALLOWED_HOSTS: feeds.host,
      NETWORK_TWITTER_CLIENT_ID: 'pagewise-twitter',
      NETWORK_TWITTER_CLIENT_SECRET: 'secret',
      NETWORK_TWITTER_API_URL: twitter.url,
      NETWORK_TWITTER_AUTH_URL: twitter.url,
    },
  });
  await stopSourceSweep(test);
  owner = await buildUser(test, { firstname: 'Olga' });
});
afterAll(async () => {
  await test.close();
  await feeds.close();
  await twitter.close();
});

const db = () => test.app.context.database.db;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

/** A due custom source of the owner's account reading `path` on the local feed site. */
async function addSource(path: string, more: Partial<typeof sources.$inferInsert> = {}): Promise<SourceRow> {
  counter += 1;
  const [row] = await db()
    .insert(sources)
    .values({
      accountId: owner.user.accountId,
      name: `Source ${counter}`,
      type: 'rss',
      url: feeds.url(path),
      feedUrl: feeds.url(path),
      nextFetchAt: new Date(Date.now() - 1000),
      ...more,
    })
    .returning();
  if (!row) throw new Error('no source');
  return row;
}

async function sourceRow(id: string): Promise<SourceRow> {
  const [row] = await db().select().from(sources).where(eq(sources.id, id));
  if (!row) throw new Error('source gone');
  return row;
}

/** Time passes: the source is due again. */
const makeDue = (id: string) =>
  db()
    .update(sources)
    .set({ nextFetchAt: new Date(Date.now() - 1000) })
    .where(eq(sources.id, id));

const poll = (ids: string[], options: { timeoutMs?: number } = {}) =>
  pollDueSources(test.app.context, { ids, concurrency: 4, timeoutMs: 2000, ...options });

const itemsOf = (id: string) => db().select().from(sourceItems).where(eq(sourceItems.sourceId, id));

describe('polling a source', () => {
  it('keeps new items once: a second read adds nothing, a 304 reads nothing, a new item is added alone', async () => {
    let version = 1;
    let items = [
      { id: 'a3', date: hoursAgo(1) },
      { id: 'a2', date: hoursAgo(3) },
      { id: 'a1', date: hoursAgo(5) },
    ];
    feeds.routes.set(
      '/news.xml',
      conditionalFeed(
        () => rssFeed(items),
        () => `"v${version}"`,
      ),
    );
    const source = await addSource('/news.xml');

    const first = await poll([source.id]);
    expect(first).toMatchObject({ claimed: 1, added: 1, itemsAdded: 3 });
    let row = await sourceRow(source.id);
    expect(row).toMatchObject({
      status: 'running',
      etag: '"v1"',
      lastFetchedUrl: 'https://site.example/a3',
      failures: 0,
    });
    expect(row.lastAddedAt).not.toBeNull();
    expect(row.lastFetchedAt).not.toBeNull();
    expect(await itemsOf(source.id)).toHaveLength(3);

    await makeDue(source.id);
    expect(await poll([source.id])).toMatchObject({ claimed: 1, not_modified: 1, itemsAdded: 0 });

    version = 2;
    items = [{ id: 'a4', date: new Date() }, ...items];
    await makeDue(source.id);
    expect(await poll([source.id])).toMatchObject({ added: 1, itemsAdded: 1 });
    row = await sourceRow(source.id);
    expect(row.etag).toBe('"v2"');
    expect(row.lastFetchedUrl).toBe('https://site.example/a4');
    expect(await itemsOf(source.id)).toHaveLength(4);
  });

  it('a feed without validators is read again and deduplicated by guid or link', async () => {
    feeds.routes.set('/plain.xml', (_request, response) =>
      response.writeHead(200).end(rssFeed([{ id: 'p2' }, { id: 'p1' }, { id: 'p1' }])),
    );
    const source = await addSource('/plain.xml');
    expect(await poll([source.id])).toMatchObject({ added: 1, itemsAdded: 2 });
    await makeDue(source.id);
    expect(await poll([source.id])).toMatchObject({ unchanged: 1, itemsAdded: 0 });
    expect(await itemsOf(source.id)).toHaveLength(2);
  });

  it('reads again sooner when a source publishes often, and daily when it is evergreen', async () => {
    const everyTwoHours = [0, 2, 4, 6, 8].map((hours) => ({ id: `t${hours}`, date: hoursAgo(hours) }));
    feeds.routes.set('/often.xml', (_request, response) =>
      response.writeHead(200).end(rssFeed(everyTwoHours)),
    );
    const often = await addSource('/often.xml');
    const evergreen = await addSource('/often.xml', { evergreen: true });
    await poll([often.id, evergreen.id]);
    const oftenRow = await sourceRow(often.id);
    expect(oftenRow.intervalMinutes).toBe(60);
    expect((oftenRow.nextFetchAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(55 * 60_000);
    expect((await sourceRow(evergreen.id)).intervalMinutes).toBe(1440);
  });

  it("reads an account's source no more often than its plan's feed update frequency", async () => {
    const minutesToNext = async (id: string) =>
      ((await sourceRow(id)).nextFetchAt?.getTime() ?? 0) / 60_000 - Date.now() / 60_000;
    const everyTenMinutes = [0, 1, 2, 3, 4].map((n) => ({
      id: `m${n}`,
      date: new Date(Date.now() - n * 600_000),
    }));
    feeds.routes.set('/busy-news.xml', (_request, response) =>
      response.writeHead(200).end(rssFeed(everyTenMinutes)),
    );
    const reader = await buildUser(test, { firstname: 'Pia' });
    const source = await addSource('/busy-news.xml', { accountId: reader.user.accountId });
    // On the trial (premium's rows), every 15 minutes, though the feed would be read every 5.
    await poll([source.id]);
    expect((await sourceRow(source.id)).intervalMinutes).toBe(5);
    expect(await minutesToNext(source.id)).toBeGreaterThan(14.5);
    // On the free plan, once a day; on starter, every hour.
    for (const [plan, minutes] of [
      ['free', plans.free.feedUpdateMinutes],
      ['starter', plans.starter.feedUpdateMinutes],
    ] as const) {
      await putOnPlan(test, reader.user.accountId, plan);
      await makeDue(source.id);
      await poll([source.id]);
      expect(await minutesToNext(source.id)).toBeGreaterThan(minutes - 0.5);
      expect(await minutesToNext(source.id)).toBeLessThan(minutes + 0.5);
    }
  });

  it('waits what Retry-After asks on a 429 or 503, without disabling the source', async () => {
    feeds.routes.set('/busy.xml', (_request, response) =>
      response.writeHead(503, { 'retry-after': '3600' }).end('maintenance'),
    );
    const source = await addSource('/busy.xml');
    expect(await poll([source.id])).toMatchObject({ retry: 1 });
    const row = await sourceRow(source.id);
    expect(row).toMatchObject({ status: 'running', failures: 1, errorKey: null });
    const wait = (row.nextFetchAt?.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(3590_000);
    expect(wait).toBeLessThan(3610_000);
  });

  it('backs off exponentially on time-outs and server errors, and recovers', async () => {
    let healthy = false;
    feeds.routes.set('/flaky.xml', (_request, response) => {
      if (healthy) return response.writeHead(200).end(rssFeed([{ id: 'f1' }]));
      // Never answers: the read times out.
    });
    feeds.routes.set('/broken.xml', (_request, response) => response.writeHead(500).end());
    const source = await addSource('/flaky.xml');
    const broken = await addSource('/broken.xml');
    const started = Date.now();
    expect(await poll([source.id, broken.id], { timeoutMs: 300 })).toMatchObject({ retry: 2 });
    expect(Date.now() - started).toBeLessThan(5000);
    let row = await sourceRow(source.id);
    expect(row).toMatchObject({ status: 'running', failures: 1 });
    expect(row.errorDetail).toMatch(/timeout/);
    expect((row.nextFetchAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect((await sourceRow(broken.id)).errorDetail).toBe('HTTP 500');

    await makeDue(source.id);
    await poll([source.id], { timeoutMs: 300 });
    row = await sourceRow(source.id);
    expect(row.failures).toBe(2);
    expect((row.nextFetchAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(9 * 60_000);

    healthy = true;
    await makeDue(source.id);
    expect(await poll([source.id])).toMatchObject({ added: 1 });
    expect(await sourceRow(source.id)).toMatchObject({ failures: 0, errorDetail: null, status: 'running' });
  });

  it('reads gzip, a windows-1252 feed, and follows redirects', async () => {
    feeds.routes.set('/gzip.xml', (_request, response) =>
      response
        .writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'application/rss+xml' })
        .end(gzipSync(rssFeed([{ id: 'g1', title: 'Zipped' }]))),
    );
    const latin = Buffer.concat([
      Buffer.from(
        '<?xml version="1.0" encoding="windows-1252"?><rss version="2.0"><channel><title>C</title>',
      ),
      Buffer.from('<item><title>Caf'),
      Buffer.from([0xe9, 0x20, 0x93, 0x6f, 0x6b, 0x94]),
      Buffer.from('</title><link>https://site.example/cafe</link></item></channel></rss>'),
    ]);
    feeds.routes.set('/latin.xml', (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/xml' }).end(latin),
    );
    feeds.routes.set('/moved.xml', (_request, response) =>
      response.writeHead(301, { location: '/gzip.xml' }).end(),
    );
    const zipped = await addSource('/gzip.xml');
    const windows = await addSource('/latin.xml');
    const moved = await addSource('/moved.xml');
    await poll([zipped.id, windows.id, moved.id]);
    expect((await itemsOf(zipped.id)).map((item) => item.title)).toEqual(['Zipped']);
    expect((await itemsOf(windows.id)).map((item) => item.title)).toEqual(['Café “ok”']);
    expect((await itemsOf(moved.id)).map((item) => item.link)).toEqual(['https://site.example/g1']);
  });

  it('reads catalogue sources (no account) too', async () => {
    feeds.routes.set('/catalogue.xml', (_request, response) =>
      response.writeHead(200).end(rssFeed([{ id: 'c1' }])),
    );
    const source = await addSource('/catalogue.xml', { accountId: null, catalogueKey: `test-${Date.now()}` });
    expect(await poll([source.id])).toMatchObject({ added: 1 });
  });

  it('never lets two pollers read the same source at once', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      const path = `/shared-${index}.xml`;
      feeds.routes.set(path, (_request, response) =>
        setTimeout(() => response.writeHead(200).end(rssFeed([{ id: `s${index}` }])), 20),
      );
      ids.push((await addSource(path)).id);
    }
    const [one, two] = await Promise.all([
      pollDueSources(test.app.context, { ids, concurrency: 8, timeoutMs: 5000 }),
      pollDueSources(test.app.context, { ids, concurrency: 8, timeoutMs: 5000 }),
    ]);
    expect((one?.claimed ?? 0) + (two?.claimed ?? 0)).toBe(40);
    expect((one?.added ?? 0) + (two?.added ?? 0)).toBe(40);
    for (let index = 0; index < 40; index += 1) expect(feeds.hits(`/shared-${index}.xml`)).toBe(1);
  });

  it('leaves alone sources that are not due or not running', async () => {
    feeds.routes.set('/later.xml', (_request, response) =>
      response.writeHead(200).end(rssFeed([{ id: 'l1' }])),
    );
    const later = await addSource('/later.xml', { nextFetchAt: new Date(Date.now() + 3600_000) });
    const stopped = await addSource('/later.xml', { status: 'error', errorKey: 'source_gone' });
    expect(await poll([later.id, stopped.id])).toMatchObject({ claimed: 0 });
    expect(feeds.hits('/later.xml')).toBe(0);
  });
});

describe('a source that cannot be read as a feed is disabled and its owners e-mailed', () => {
  it.each([
    ['/gone.xml', 410, 'source_gone', 'gone for good'],
    ['/forbidden.xml', 403, 'source_forbidden', 'refuses'],
    ['/missing.xml', 404, 'source_not_found', 'not found'],
    ['/html.xml', 200, 'source_parse_failed', 'does not give a feed'],
    ['/empty.xml', 200, 'source_empty', 'no article'],
  ])('%s (%s) → %s', async (path, status, errorKey, reason) => {
    const body =
      path === '/empty.xml'
        ? '<rss version="2.0"><channel><title>Nothing</title></channel></rss>'
        : '<html><body>Hello</body></html>';
    feeds.routes.set(path, (_request, response) => response.writeHead(status).end(body));
    const source = await addSource(path, { name: `Feed ${errorKey}` });
    expect(await poll([source.id])).toMatchObject({ disabled: 1 });
    expect(await sourceRow(source.id)).toMatchObject({ status: 'error', errorKey, nextFetchAt: null });
    const mail = await test.mail.waitFor(owner.email, (message) =>
      message.subject.includes(`Feed ${errorKey}`),
    );
    expect(mail.subject).toBe(`Pagewise: Your source Feed ${errorKey} was disabled`);
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('http://pagewise.test/#/dash/sources');
  });

  it('refuses a private address, e-mails only the users who keep source errors on, in their language, once', async () => {
    const quiet = await buildTeamMember(test, owner, 'editor');
    await db().update(users).set({ notifySourceErrors: false }).where(eq(users.id, quiet.user.id));
    const french = await buildTeamMember(test, owner, 'viewer');
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, french.user.id));
    const source = await addSource('/x', {
      name: 'Metadata',
      feedUrl: 'http://169.254.169.254/latest/meta-data/',
    });
    expect(await poll([source.id])).toMatchObject({ disabled: 1 });
    expect(await sourceRow(source.id)).toMatchObject({ status: 'error', errorKey: 'source_address_refused' });
    const mail = await test.mail.waitFor(french.email, (message) => message.subject.includes('Metadata'));
    expect(mail.subject).toBe('Pagewise: Votre source Metadata a été désactivée');
    expect(mail.text).toContain('réseau privé');
    await test.mail.waitFor(owner.email, (message) => message.subject.includes('Metadata'));
    await makeDue(source.id);
    expect(await poll([source.id])).toMatchObject({ claimed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const about = test.mail.messages.filter((message) => message.subject.includes('Metadata'));
    expect(about.flatMap((message) => message.to).sort()).toEqual([french.email, owner.email].sort());
  });

  it('a catalogue source (no owner to re-enable it) is not disabled: it waits a day and is read again', async () => {
    let gone = true;
    feeds.routes.set('/cat-gone.xml', (_request, response) =>
      gone ? response.writeHead(410).end() : response.writeHead(200).end(rssFeed([{ id: 'back' }])),
    );
    const source = await addSource('/cat-gone.xml', { accountId: null, catalogueKey: `gone-${Date.now()}` });
    const mailsBefore = test.mail.messages.length;
    expect(await poll([source.id])).toMatchObject({ retry: 1, disabled: 0 });
    const [waiting] = await db().select().from(sources).where(eq(sources.id, source.id));
    expect(waiting).toMatchObject({ status: 'running', errorKey: 'source_gone', failures: 1 });
    const wait = (waiting?.nextFetchAt?.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(23 * 3_600_000);
    expect(wait).toBeLessThanOrEqual(24 * 3_600_000);
    expect(test.mail.messages.length).toBe(mailsBefore);

    gone = false;
    await makeDue(source.id);
    expect(await poll([source.id])).toMatchObject({ added: 1 });
    const [back] = await db().select().from(sources).where(eq(sources.id, source.id));
    expect(back).toMatchObject({ status: 'running', errorKey: null, failures: 0 });
  });
});

describe('a Twitter source', () => {
  it("reads the account's tweets through the connected Twitter page", async () => {
    const [page] = await db()
      .insert(pages)
      .values({
        accountId: owner.user.accountId,
        kind: 'twitter',
        remoteId: '1001',
        name: 'Pagewise Demo (@pagewise)',
        sealedCredentials: sealCredentials(test.app.context.secrets, twitter.connect()),
      })
      .returning();
    twitter.tweetAs('2002', 'Fresh news from a fan');
    const source = await addSource('/unused', {
      type: 'twitter',
      url: '@fan',
      feedUrl: 'twitter:fan',
      pageId: page?.id ?? null,
    });
    expect(await poll([source.id])).toMatchObject({ added: 1, itemsAdded: 1 });
    const [item] = await itemsOf(source.id);
    expect(item?.link).toMatch(/^https:\/\/x\.com\/fan\/status\/\d+$/);
    expect(item?.summary).toContain('Fresh news from a fan');

    const unknown = await addSource('/unused', {
      type: 'twitter',
      url: '@nobody',
      feedUrl: 'twitter:nobody',
      pageId: page?.id ?? null,
    });
    const pageless = await addSource('/unused', { type: 'twitter', url: '@fan', feedUrl: 'twitter:fan' });
    expect(await poll([unknown.id, pageless.id])).toMatchObject({ disabled: 2 });
    const rows = await db()
      .select()
      .from(sources)
      .where(inArray(sources.id, [unknown.id, pageless.id]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.errorKey]))).toEqual({
      [unknown.id]: 'source_not_found',
      [pageless.id]: 'source_forbidden',
    });
  });
});
