import type { Bot } from '@pagewise/shared/bots';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { pollDueSources } from '../sources/poll-due-sources.ts';
import { sources } from '../sources/schema.ts';
import { type FeedServer, rssFeed, startFeedServer } from '../sources/test-feed-server.ts';
import { sweepBots } from './claim-due-bots.ts';

/**
 * Issue 7's "done when", through the real pieces: a custom RSS source served locally, read by the
 * poller; a bot on a sandbox page with a prefix, hashtags, a banned word and a daily limit of 3,
 * run by the sweep as a job; the publishing engine sends its posts.
 */
let feeds: FeedServer;
let test: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  feeds = await startFeedServer();
  test = await startTestApp({ env: { SOURCES_ALLOWED_HOSTS: feeds.host } });
  owner = await buildUser(test);
});
afterAll(async () => {
  await test.close();
  await feeds.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const limit = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > limit) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a bot posting from a local feed', () => {
  it('posts exactly 3 transformed articles on the sandbox page, skips the banned one, and nothing more later', async () => {
    const hour = 3600_000;
    const titles = [
      'Rain tomorrow',
      'War of the roses',
      'Markets calm',
      'New library',
      'Bridge opens',
      'Cats win',
    ];
    const body = rssFeed(
      titles.map((title, index) => ({
        id: `a${index}`,
        title,
        date: new Date(Date.now() - (10 - index) * hour),
      })),
    );
    feeds.routes.set('/news.xml', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(body);
    });
    const added = await call(test, owner, 'POST', '/api/sources', {
      name: 'Local news',
      type: 'rss',
      url: feeds.url('/news.xml'),
    });
    expect(added.statusCode, added.body).toBe(201);
    const sourceId = added.json().id as string;
    await until(
      async () =>
        (await call(test, owner, 'GET', `/api/sources/${sourceId}/items`)).json().items as unknown[],
      (items) => items.length === 6,
      'the poller',
    );

    const pageId = await sandboxPage(test, owner, 'Local news page');
    const created = await call(test, owner, 'POST', '/api/bots', {
      pageId,
      name: 'Local news bot',
      type: 'custom',
      sourceIds: [sourceId],
      prefix: 'Today:',
      hashtags: 'local news',
      bannedWords: ['war'],
      dailyLimit: 3,
      frequency: 'instant',
    });
    expect(created.statusCode, created.body).toBe(201);
    const bot = created.json() as Bot;

    // The minute's sweep (or this one, whichever comes first) runs the bot as a job.
    await sweepBots(test.app.context);
    const view = await until(
      async () =>
        (await call(test, owner, 'GET', `/api/sandbox/pages/${pageId}`)).json() as {
          posts: { text: string }[];
        },
      (page) => page.posts.length >= 3,
      'the sandbox page',
    );
    expect(view.posts.map((post) => post.text).sort()).toEqual([
      'Today: Markets calm\n\n#local #news',
      'Today: New library\n\n#local #news',
      'Today: Rain tomorrow\n\n#local #news',
    ]);

    // Polling again finds nothing new; the bot posts nothing new.
    await test.app.context.database.db
      .update(sources)
      .set({ nextFetchAt: new Date(Date.now() - 1000) })
      .where(eq(sources.id, sourceId));
    const polled = await pollDueSources(test.app.context, { ids: [sourceId] });
    expect(polled).toMatchObject({ claimed: 1, itemsAdded: 0 });
    expect(feeds.hits('/news.xml')).toBeGreaterThanOrEqual(2);
    const again = await call(test, owner, 'POST', `/api/bots/${bot.id}/run`);
    expect(again.json()).toMatchObject({ posted: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = (await call(test, owner, 'GET', `/api/sandbox/pages/${pageId}`)).json() as {
      posts: unknown[];
    };
    expect(after.posts).toHaveLength(3);
    expect((await call(test, owner, 'GET', `/api/bots/${bot.id}`)).json()).toMatchObject({ postedToday: 3 });
  });
});
