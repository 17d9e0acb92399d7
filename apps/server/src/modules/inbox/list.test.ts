import type { InboxCounts, InboxItemDetail, InboxList, InboxThread } from '@pagewise/shared/inbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import {
  storeInboxAction,
  storeInboxItem,
  storeInboxNote,
  storeInboxThread,
} from '../../test/inbox-items.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;
let test: TestApp;
let owner: Who;
let stranger: Who;
let writer: Who;
let north: string;
let south: string;
const ids: Record<string, string> = {};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
  stranger = await buildUser(test);
  north = await sandboxPage(test, owner, 'North Shop');
  south = await sandboxPage(test, owner, 'South Shop');
  writer = await buildTeamMember(test, owner, 'writer');
  const pinnedPost = (await storeInboxThread(test, north, 'post', { title: 'Croissants', pinned: true })).id;
  const chat = (await storeInboxThread(test, south, 'conversation', { title: 'Marie', state: 'follow_up' }))
    .id;
  ids.thread = pinnedPost;
  ids.chat = chat;
  const item = (pageId: string, values: Parameters<typeof storeInboxItem>[2]) =>
    storeInboxItem(test, pageId, { authorName: 'Jean Dupont', ...values });
  ids.comment = (
    await item(north, { text: 'Lovely croissants!', receivedAt: minutesAgo(1), threadId: pinnedPost })
  ).id;
  const rude = await item(north, {
    text: 'Stale bread, 100% awful',
    receivedAt: minutesAgo(2),
    evaluation: 'bad',
    assigneeId: writer.user.id,
    threadId: pinnedPost,
  });
  ids.rude = rude.id;
  ids.message = (
    await item(south, {
      type: 'message',
      text: 'Are you open on Sunday?',
      receivedAt: minutesAgo(3),
      threadId: chat,
      authorName: 'Marie Curie',
    })
  ).id;
  ids.review = (
    await item(south, { type: 'rating', text: 'Best bakery', receivedAt: minutesAgo(4), status: 'treated' })
  ).id;
  ids.old = (
    await item(north, { type: 'mention', text: 'Old mention', receivedAt: minutesAgo(60 * 24 * 3) })
  ).id;
  await item(await sandboxPage(test, stranger, 'Their page'), {
    text: 'Not yours',
    receivedAt: minutesAgo(1),
  });
  await storeInboxNote(test, rude, owner.user.id, 'Call them back');
  await storeInboxAction(test, rude, { kind: 'hide', state: 'failed', errorKey: 'network_refused' });
}, 60_000);
afterAll(async () => {
  await test.close();
});

async function list(who: Who, query = ''): Promise<InboxList> {
  const response = await call(test, who, 'GET', `/api/inbox/items${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InboxList;
}
const texts = (answer: InboxList) => answer.items.map((item) => item.text);

describe('GET /api/inbox/items', () => {
  it('lists the feed newest first, with page, author and latest action', async () => {
    const answer = await list(owner);
    expect(texts(answer)).toEqual([
      'Lovely croissants!',
      'Stale bread, 100% awful',
      'Are you open on Sunday?',
      'Best bakery',
      'Old mention',
    ]);
    expect(answer.next).toBeNull();
    const rude = answer.items[1];
    expect(rude).toMatchObject({
      pageId: north,
      pageName: 'North Shop',
      pageKind: 'sandbox',
      evaluation: 'bad',
      assigneeId: writer.user.id,
      notesCount: 1,
    });
    expect(rude?.lastAction).toMatchObject({ kind: 'hide', state: 'failed', errorKey: 'network_refused' });
  });

  it('pages with an opaque cursor, neither skipping nor repeating', async () => {
    const first = await list(owner, '?limit=2');
    expect(texts(first)).toEqual(['Lovely croissants!', 'Stale bread, 100% awful']);
    const second = await list(owner, `?limit=2&after=${first.next}`);
    expect(texts(second)).toEqual(['Are you open on Sunday?', 'Best bakery']);
    const third = await list(owner, `?limit=2&after=${second.next}`);
    expect(texts(third)).toEqual(['Old mention']);
    expect(third.next).toBeNull();
  });

  it('filters by tab, type, status, evaluation, assignee, page, thread, state, dates and words', async () => {
    const cases: [string, string[]][] = [
      ['?tab=pinned', ['Lovely croissants!', 'Stale bread, 100% awful']],
      ['?tab=conversations', ['Are you open on Sunday?']],
      ['?tab=reviews', ['Best bakery']],
      ['?type=mention', ['Old mention']],
      ['?status=treated', ['Best bakery']],
      ['?evaluation=bad', ['Stale bread, 100% awful']],
      [`?assignee=${writer.user.id}`, ['Stale bread, 100% awful']],
      [`?assignee=none&pageId=${south}`, ['Are you open on Sunday?', 'Best bakery']],
      [`?threadId=${ids.chat}`, ['Are you open on Sunday?']],
      ['?conversationState=follow_up', ['Are you open on Sunday?']],
      ['?conversationState=done', []],
      ['?tab=reviews&type=comment', []],
      ['?tab=reviews&conversationState=follow_up', []],
      ['?tab=conversations&type=message', ['Are you open on Sunday?']],
      [`?from=${encodeURIComponent(minutesAgo(60).toISOString())}&type=mention`, []],
      [`?to=${encodeURIComponent(minutesAgo(60).toISOString())}`, ['Old mention']],
      ['?q=CROISS', ['Lovely croissants!']],
      ['?q=marie%20sunday', ['Are you open on Sunday?']],
      ['?q=100%25', ['Stale bread, 100% awful']],
      ['?q=_', []],
    ];
    for (const [query, expected] of cases) expect(texts(await list(owner, query)), query).toEqual(expected);
  });

  it('refuses bad filters with the field and its rule, never a 5xx', async () => {
    const cases: [string, string][] = [
      ['?limit=500', 'limit'],
      ['?pageId=nope', 'pageId'],
      ['?assignee=someone', 'assignee'],
      ['?type=tweet', 'type'],
      ['?after=garbage', 'after'],
      ['?from=yesterday', 'from'],
      [`?q=${'a'.repeat(201)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const response = await call(test, owner, 'GET', `/api/inbox/items${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields), query).toContain(field);
    }
  });

  it('shows another account none of it, and a user limited to some pages only theirs', async () => {
    expect(texts(await list(stranger))).toEqual(['Not yours']);
    expect(texts(await list(stranger, `?pageId=${north}`))).toEqual([]);
    const southOnly = await buildTeamMember(test, owner, 'editor', { pageIds: [south] });
    expect(texts(await list(southOnly))).toEqual(['Are you open on Sunday?', 'Best bakery']);
    expect(texts(await list(southOnly, `?pageId=${north}`))).toEqual([]);
    const nowhere = await buildTeamMember(test, owner, 'viewer', { pageIds: [] });
    expect(texts(await list(nowhere))).toEqual([]);
  });
});

describe('GET /api/inbox/counts', () => {
  const counts = async (who: Who, query = '') => {
    const response = await call(test, who, 'GET', `/api/inbox/counts${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as InboxCounts;
  };

  it('counts the waiting items of each tab, or those of the status asked, within the caller’s reach', async () => {
    expect(await counts(owner)).toEqual({ feed: 4, pinned: 2, conversations: 1, reviews: 0 });
    expect(await counts(owner, '?status=treated')).toEqual({
      feed: 1,
      pinned: 0,
      conversations: 0,
      reviews: 1,
    });
    expect(await counts(owner, `?pageId=${north}&q=croissants`)).toEqual({
      feed: 1,
      pinned: 1,
      conversations: 0,
      reviews: 0,
    });
    expect(await counts(stranger)).toEqual({ feed: 1, pinned: 0, conversations: 0, reviews: 0 });
    const southOnly = await buildTeamMember(test, owner, 'writer', { pageIds: [south] });
    expect(await counts(southOnly)).toEqual({ feed: 1, pinned: 0, conversations: 1, reviews: 0 });
  });

  it('stops counting at 1,000 per tab, and at 50 for a word search', async () => {
    const busy = await buildUser(test);
    const pageId = await sandboxPage(test, busy, 'Busy Shop');
    await test.app.context.database.db.execute(sql`insert into inbox_items
        (account_id, page_id, remote_id, type, author_name, text, received_at)
      select ${busy.user.accountId}::uuid, ${pageId}::uuid, 'busy-' || n, 'rating', 'Fan', 'Five stars', now()
      from generate_series(1, 1001) n`);
    expect(await counts(busy)).toEqual({ feed: 1000, pinned: 0, conversations: 0, reviews: 1000 });
    // A word search stops at a list's page; a word found on fewer items counts them all.
    expect(await counts(busy, '?q=stars')).toEqual({ feed: 50, pinned: 0, conversations: 0, reviews: 50 });
    expect(await counts(busy, '?q=busy')).toEqual({ feed: 0, pinned: 0, conversations: 0, reviews: 0 });
    await test.app.context.database.db.execute(sql`update inbox_items set text = 'Three stars'
      where account_id = ${busy.user.accountId}::uuid and remote_id in ('busy-1', 'busy-2', 'busy-3')`);
    expect(await counts(busy, '?q=three')).toEqual({ feed: 3, pinned: 0, conversations: 0, reviews: 3 });
  });
});

describe('GET /api/inbox/items/:id', () => {
  it('gives the item with its notes and actions; another account or page gets 404', async () => {
    const response = await call(test, writer, 'GET', `/api/inbox/items/${ids.rude}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json() as InboxItemDetail;
    expect(detail.notes).toEqual([
      expect.objectContaining({
        authorId: owner.user.id,
        authorName: 'Alice Martin',
        text: 'Call them back',
      }),
    ]);
    expect(detail.actions).toEqual([
      expect.objectContaining({ kind: 'hide', state: 'failed', errorKey: 'network_refused', origin: 'user' }),
    ]);
    expect((await call(test, stranger, 'GET', `/api/inbox/items/${ids.rude}`)).statusCode).toBe(404);
    const southOnly = await buildTeamMember(test, owner, 'viewer', { pageIds: [south] });
    expect((await call(test, southOnly, 'GET', `/api/inbox/items/${ids.rude}`)).statusCode).toBe(404);
    expect((await call(test, southOnly, 'GET', `/api/inbox/items/${ids.message}`)).statusCode).toBe(200);
    expect((await call(test, owner, 'GET', '/api/inbox/items/not-an-id')).statusCode).toBe(404);
  });
});

describe('GET /api/inbox/threads', () => {
  it('lists pinned posts and conversations with their waiting items, within the account', async () => {
    const pinned = (
      await call(test, owner, 'GET', '/api/inbox/threads?kind=post&pinned=true')
    ).json() as InboxThread[];
    expect(pinned).toEqual([
      expect.objectContaining({ id: ids.thread, title: 'Croissants', pinned: true, waiting: 2 }),
    ]);
    const chats = (
      await call(test, owner, 'GET', '/api/inbox/threads?kind=conversation')
    ).json() as InboxThread[];
    expect(chats).toEqual([expect.objectContaining({ id: ids.chat, state: 'follow_up', waiting: 1 })]);
    expect((await call(test, stranger, 'GET', '/api/inbox/threads')).json()).toEqual([]);
  });
});

describe('GET /api/inbox/events', () => {
  // The server listens once, for every stream of these tests.
  let listening: Promise<string> | undefined;
  const address = () => (listening ??= test.http.listen({ port: 0, host: '127.0.0.1' }));
  it('tells an open screen when its account’s inbox changes, and not of another account’s', async () => {
    const read = async (who: Who) => {
      const response = await fetch(`${await address()}/api/inbox/events`, { headers: who.headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let received = '';
      const until = async (event: string) => {
        while (!received.includes(`event: ${event}\n`)) {
          const chunk = await reader.read();
          if (chunk.done) throw new Error(`stream ended before ${event}`);
          received += new TextDecoder().decode(chunk.value);
        }
      };
      return { until, received: () => received, cancel: () => reader.cancel() };
    };
    const mine = await read(owner);
    const theirs = await read(stranger);
    await mine.until('ready');
    await theirs.until('ready');
    await storeInboxItem(test, south, { text: 'Fresh news', receivedAt: new Date() });
    await mine.until('items');
    // Another account's screen was told nothing of it: its next event is its own.
    await storeInboxItem(test, (await list(stranger)).items[0]?.pageId ?? '', {
      text: 'Theirs',
      receivedAt: new Date(),
    });
    await theirs.until('items');
    expect(theirs.received().match(/event: items/g)).toHaveLength(1);
    await mine.cancel();
    await theirs.cancel();
  });

  it('ends an open stream once its session is closed, without telling it of later changes', async () => {
    const leaving = await buildUser(test);
    const page = await sandboxPage(test, leaving, 'Leaving Bakery');
    const response = await fetch(`${await address()}/api/inbox/events`, { headers: leaving.headers });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = '';
    while (!received.includes('event: ready\n'))
      received += new TextDecoder().decode((await reader.read()).value);
    expect((await call(test, leaving, 'POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    await storeInboxItem(test, page, { text: 'After logout', receivedAt: new Date() });
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      received += new TextDecoder().decode(chunk.value);
    expect(received).not.toContain('event: items');
  });

  it('needs a session', async () => {
    expect((await test.http.inject({ method: 'GET', url: '/api/inbox/events' })).statusCode).toBe(401);
  });
});
