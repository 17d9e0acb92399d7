import { setTimeout as sleep } from 'node:timers/promises';
import type { InboxCollectionProblem } from '@pagewise/shared/inbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { openCredentials } from '../pages/credentials.ts';
import { pages } from '../pages/schema.ts';
import { ensureCursors } from './collect-cursors.ts';
import { collectDueStreams } from './collect-due.ts';
import { listenToCollectedItems } from './collect-hook.ts';
import { inboxCursors, inboxItems, inboxThreads } from './schema.ts';

let test: TestApp;
let clock = new Date('2026-11-22T09:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  // Two items a minute per page: a moment every 30 s.
  test = await startTestApp({ now: () => clock, env: { SANDBOX_AUDIENCE_PER_MINUTE: '2' } });
});
afterAll(() => test.close());

const db = () => test.app.context.database.db;
const itemsOf = (pageId: string) => db().select().from(inboxItems).where(eq(inboxItems.pageId, pageId));
/**
 * One round of collection of everything due, as the workers' sweep does it. The app's own sweep
 * runs too (it is a worker), so what a test checks is waited for, whoever read it.
 */
async function collect() {
  await ensureCursors(test.app.context);
  return collectDueStreams(test.app.context, {});
}
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await sleep(100);
  }
  throw new Error('not reached in 10 s');
}

describe('inbox collection', () => {
  it('reads every stream of a page from its cursor and stores each item once, in its thread', async () => {
    const owner = await buildUser(test);
    const pageId = await sandboxPage(test, owner, 'Collected Café');
    const heard: { accountId: string; count: number }[] = [];
    const stop = listenToCollectedItems(test.app.context, (accountId, items) => {
      if (items.some((item) => item.pageId === pageId)) heard.push({ accountId, count: items.length });
    });
    advance(10 * 60_000);
    await collect();
    const items = await waitFor(
      () => itemsOf(pageId),
      (found) => found.length >= 20,
    );
    // 20 moments in 10 minutes; with no post yet, comments are mentions of the page.
    expect(items).toHaveLength(20);
    // The audience draws each moment's kind: 20 draws need not hold every kind (a rating, 1 in 8).
    for (const item of items) expect(['mention', 'message', 'rating', 'reaction']).toContain(item.type);
    expect(items.every((item) => item.accountId === owner.user.accountId && item.status === 'waiting')).toBe(
      true,
    );
    for (const rating of items.filter((item) => item.type === 'rating')) {
      expect(rating.rating).toBeGreaterThanOrEqual(1);
      expect(rating.rating).toBeLessThanOrEqual(5);
    }
    const message = items.find((item) => item.type === 'message');
    expect(message).toMatchObject({ authorEmail: expect.stringContaining('@example.com') });
    expect(message?.authorUrl).toMatch(/^https:\/\/sandbox\.example\/people\//);
    expect(message?.threadId).toBeTruthy();
    const [conversation] = await db()
      .select()
      .from(inboxThreads)
      .where(eq(inboxThreads.id, message?.threadId ?? ''));
    expect(conversation).toMatchObject({ kind: 'conversation', state: 'unread', title: message?.authorName });
    await waitFor(
      async () => heard.reduce((sum, entry) => sum + entry.count, 0),
      (count) => count >= 20,
    );
    expect(heard.reduce((sum, entry) => sum + entry.count, 0)).toBe(20);
    expect(heard.every((entry) => entry.accountId === owner.user.accountId)).toBe(true);

    // Read too soon: nothing is due. Read again from the start: nothing stored twice.
    expect((await collectDueStreams(test.app.context, { pageId, streams: [] })).read).toBe(0);
    await db().update(inboxCursors).set({ cursor: null }).where(eq(inboxCursors.pageId, pageId));
    advance(20_000);
    await collect();
    await waitFor(
      () => db().select().from(inboxCursors).where(eq(inboxCursors.pageId, pageId)),
      (cursors) => cursors.every((cursor) => cursor.cursor !== null),
    );
    expect(await itemsOf(pageId)).toHaveLength(20);
    expect(heard.reduce((sum, entry) => sum + entry.count, 0)).toBe(20);

    // Time goes on: only the new moments arrive, each with its own time.
    advance(40_000);
    await collect();
    const later = await waitFor(
      () => itemsOf(pageId),
      (found) => found.length > 20,
    );
    expect(later.length).toBeLessThanOrEqual(22);
    stop();
  });

  it('takes items produced now through a read job, comments in their post thread', async () => {
    const owner = await buildUser(test);
    const pageId = await sandboxPage(test, owner, 'Produced Bakery');
    const [row] = await db().select().from(pages).where(eq(pages.id, pageId));
    const adapter = await test.app.context.networks.adapter('sandbox');
    const post = await adapter.publish?.(
      {
        remoteId: row?.remoteId ?? '',
        name: 'Produced Bakery',
        credentials: openCredentials(test.app.context.secrets, row?.sealedCredentials ?? ''),
      },
      { text: 'Our new sourdough', idempotencyKey: 'produced-1' },
    );
    const produced = await call(test, owner, 'POST', `/api/sandbox/pages/${pageId}/audience`, {
      comments: 2,
      messages: 1,
      reviews: 1,
      text: 'This is rubbish',
      rating: 2,
    });
    expect(produced.statusCode, produced.body).toBe(201);
    expect(produced.json()).toEqual({ produced: 4 });
    // No clock moves: the page is read by the job the sandbox asked for, not by the sweep.
    const items = await waitFor(
      async () => (await itemsOf(pageId)).filter((item) => item.text === 'This is rubbish'),
      (found) => found.length === 4,
    );
    const comments = items.filter((item) => item.type === 'comment');
    expect(comments.map((item) => item.postRemoteId)).toEqual([post?.remoteId, post?.remoteId]);
    const [thread] = await db()
      .select()
      .from(inboxThreads)
      .where(eq(inboxThreads.id, comments[0]?.threadId ?? ''));
    expect(thread).toMatchObject({
      kind: 'post',
      remoteId: post?.remoteId,
      state: null,
      title: 'Our new sourdough',
    });
    expect(comments[1]?.threadId).toBe(thread?.id);
    expect(items.find((item) => item.type === 'rating')?.rating).toBe(2);
  });

  it('refuses bad audience input with its fields, and another account’s page with 404', async () => {
    const owner = await buildUser(test);
    const stranger = await buildUser(test);
    const pageId = await sandboxPage(test, owner, 'Guarded Page');
    const none = await call(test, owner, 'POST', `/api/sandbox/pages/${pageId}/audience`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ comments: 'validation.required' });
    const many = await call(test, owner, 'POST', `/api/sandbox/pages/${pageId}/audience`, {
      comments: 51,
      rating: 6,
    });
    expect(many.json().error.fields).toEqual({
      comments: 'validation.too_big',
      rating: 'validation.too_big',
    });
    const foreign = await call(test, stranger, 'POST', `/api/sandbox/pages/${pageId}/audience`, {
      comments: 1,
    });
    expect(foreign.statusCode).toBe(404);
    const viewer = await buildTeamMember(test, owner, 'viewer');
    const refused = await call(test, viewer, 'POST', `/api/sandbox/pages/${pageId}/audience`, {
      comments: 1,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps each account’s items to itself, and shows a failing page to its own account only', async () => {
    const first = await buildUser(test);
    const second = await buildUser(test);
    const firstPage = await sandboxPage(test, first, 'First Shop');
    const secondPage = await sandboxPage(test, second, 'Second Shop');
    advance(5 * 60_000);
    await collect();
    const all = await db()
      .select({ accountId: inboxItems.accountId, pageId: inboxItems.pageId })
      .from(inboxItems);
    for (const [pageId, accountId] of [
      [firstPage, first.user.accountId],
      [secondPage, second.user.accountId],
    ] as const) {
      const ofPage = all.filter((item) => item.pageId === pageId);
      expect(ofPage.length).toBeGreaterThan(0);
      expect(ofPage.every((item) => item.accountId === accountId)).toBe(true);
    }

    // The sandbox refuses the first page's token from now on: the failure is on the cursor.
    const revoked = await call(test, first, 'POST', `/api/sandbox/pages/${firstPage}/revoke-token`);
    expect(revoked.statusCode).toBe(204);
    advance(30_000);
    await collect();
    const cursors = await waitFor(
      () => db().select().from(inboxCursors).where(eq(inboxCursors.pageId, firstPage)),
      (found) => found.every((cursor) => cursor.errorKey !== null),
    );
    expect(cursors.length).toBe(5);
    expect(cursors.every((cursor) => cursor.errorKey === 'network_token_invalid')).toBe(true);
    expect(cursors[0]?.failingSince?.toISOString()).toBe(clock.toISOString());
    const [page] = await db().select().from(pages).where(eq(pages.id, firstPage));
    expect(page?.status).toBe('reconnection_needed');

    const problems = await call(test, first, 'GET', '/api/inbox/problems');
    expect(problems.statusCode).toBe(200);
    const listed = problems.json() as InboxCollectionProblem[];
    expect(listed.map((problem) => problem.stream).sort()).toEqual([
      'comments',
      'mentions',
      'messages',
      'reactions',
      'reviews',
    ]);
    expect(
      listed.every((problem) => problem.pageId === firstPage && problem.since === clock.toISOString()),
    ).toBe(true);
    expect((await call(test, first, 'GET', `/api/inbox/problems?pageId=${firstPage}`)).json()).toHaveLength(
      5,
    );
    // Another account sees none of it, and the page is not found for it.
    expect((await call(test, second, 'GET', '/api/inbox/problems')).json()).toEqual([]);
    expect((await call(test, second, 'GET', `/api/inbox/problems?pageId=${firstPage}`)).statusCode).toBe(404);
    // A team member limited to other pages does not see it either.
    const limited = await buildTeamMember(test, first, 'writer', { pageIds: [] });
    expect((await call(test, limited, 'GET', '/api/inbox/problems')).json()).toEqual([]);
    expect((await call(test, limited, 'GET', `/api/inbox/problems?pageId=${firstPage}`)).statusCode).toBe(
      404,
    );
    const bad = await call(test, first, 'GET', `/api/inbox/problems?pageId=${'x'.repeat(65)}`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('inbox collection under a rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ now: () => clock, env: { SANDBOX_FAULTS: 'inbox_rate_limited:1' } });
  });
  afterAll(() => limited.close());

  it('waits out Retry-After before reading the stream again, and says so', async () => {
    const owner = await buildUser(limited);
    const pageId = await sandboxPage(limited, owner, 'Throttled Page');
    advance(60_000);
    await ensureCursors(limited.app.context);
    await collectDueStreams(limited.app.context, {});
    const messagesCursor = () =>
      limited.app.context.database.db
        .select()
        .from(inboxCursors)
        .where(and(eq(inboxCursors.pageId, pageId), eq(inboxCursors.stream, 'messages')));
    const [cursor] = await waitFor(messagesCursor, ([found]) => found?.errorKey !== null);
    expect(cursor?.errorKey).toBe('network_rate_limited');
    expect(cursor?.notBefore?.getTime()).toBe(clock.getTime() + 120_000);
    // Past the poll interval but not the network's wait: not read.
    advance(60_000);
    expect((await collectDueStreams(limited.app.context, {})).read).toBe(0);
    advance(61_000);
    await collectDueStreams(limited.app.context, {});
    await waitFor(messagesCursor, ([found]) => found?.readAt?.getTime() === clock.getTime());
    const problems = (
      await call(limited, owner, 'GET', '/api/inbox/problems')
    ).json() as InboxCollectionProblem[];
    // Failing since the first 429, not the latest.
    expect(problems.find((problem) => problem.stream === 'messages')?.since).toBe(
      new Date(clock.getTime() - 121_000).toISOString(),
    );
  });
});
